"use client";
// "Apply on HR Pulse" (issue 43): the job page's form for an on-site job. A member's name and
// address come from their session (loaded in the browser: the page is the same for everyone); a
// guest confirms the address by mail before the application counts.
import { Link } from "@/components/ui/link";
import { useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/ui/button";
import { Field, INPUT_CLASS, TextField } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { useMember } from "@/components/members/use-member";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import { COVER_LETTER_MAX } from "@/lib/applications/fields";
import type { JobQuestion } from "@/lib/jobs/fields";
import { toast } from "@/lib/toast";

type Props = { jobId: string; questions: JobQuestion[] };

function QuestionField({ question }: { question: JobQuestion }) {
  const id = `apply-q-${question.id}`;
  const name = `answer:${question.id}`;
  const label = `${question.label}${question.required ? "" : " (optional)"}`;
  if (question.kind === "text")
    return (
      <Field id={id} label={label}>
        {(wiring) => (
          <textarea
            {...wiring}
            name={name}
            rows={3}
            maxLength={2000}
            required={question.required}
            className={INPUT_CLASS}
          />
        )}
      </Field>
    );
  const options =
    question.kind === "yesno"
      ? [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ]
      : (question.options ?? []).map((option) => ({ value: option, label: option }));
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option, index) => (
          <label key={option.value} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              required={question.required && index === 0}
              className="h-4 w-4"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function ApplyForm({ jobId, questions }: Props) {
  const { member } = useMember();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = new FormData();
    for (const name of ["name", "email", "phone", "coverLetter"]) {
      const value = data.get(name);
      if (typeof value === "string" && value.trim()) body.append(name, value.trim());
    }
    const answers: Record<string, string> = {};
    for (const question of questions) {
      const value = data.get(`answer:${question.id}`);
      if (typeof value === "string" && value.trim()) answers[question.id] = value.trim();
    }
    body.append("answers", JSON.stringify(answers));
    const cv = data.get("cv");
    if (cv instanceof File && cv.size > 0) body.append("cv", cv);
    setBusy(true);
    try {
      const result = await apiRequest(`/api/jobs/${jobId}/applications`, { method: "POST", body });
      setSent(result.message ?? "Your application has been sent.");
      toast.success(result.message ?? "Your application has been sent.");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="apply-heading" className="mt-10 rounded-xl border border-slate-200 p-4 sm:p-6">
      <h2 id="apply-heading" className="text-2xl font-bold text-slate-900">
        Apply on HR Pulse
      </h2>
      {sent ? (
        <div className="mt-4">
          <Notice>
            <p>{sent}</p>
            {member ? (
              <p>
                <Link href="/account/applications" className="underline">
                  Follow your applications
                </Link>
              </p>
            ) : null}
          </Notice>
        </div>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-4" encType="multipart/form-data">
          <p className="text-sm text-slate-600">
            {member
              ? "You apply as the member you are signed in as."
              : "You will get an e-mail to confirm your address; the employer sees your application after that."}{" "}
            The employer sees what you send here; it is deleted some months after the job closes.
          </p>
          <TextField
            id="apply-name"
            name="name"
            label="Name"
            required
            maxLength={200}
            autoComplete="name"
            defaultValue={member?.name ?? ""}
            key={`name-${member?.email ?? ""}`}
          />
          <TextField
            id="apply-email"
            name="email"
            type="email"
            label="E-mail"
            required={!member}
            readOnly={Boolean(member)}
            autoComplete="email"
            defaultValue={member?.email ?? ""}
            key={`email-${member?.email ?? ""}`}
            hint={member ? "Your account's address." : undefined}
          />
          <TextField
            id="apply-phone"
            name="phone"
            type="tel"
            label="Phone (optional)"
            maxLength={40}
            autoComplete="tel"
          />
          {questions.map((question) => (
            <QuestionField key={question.id} question={question} />
          ))}
          <Field
            id="apply-cover-letter"
            label="Cover letter (optional)"
            hint={`At most ${COVER_LETTER_MAX} characters.`}
          >
            {(wiring) => (
              <textarea
                {...wiring}
                name="coverLetter"
                rows={6}
                maxLength={COVER_LETTER_MAX}
                className={INPUT_CLASS}
              />
            )}
          </Field>
          <Field id="apply-cv" label="CV" hint="A PDF or Word (.docx) file of at most 5 MB.">
            {(wiring) => (
              <input
                {...wiring}
                type="file"
                name="cv"
                required
                accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
              />
            )}
          </Field>
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send my application
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
