"use client";
// An on-site job's screening questions (up to QUESTIONS_MAX): label, kind, choices, required. The
// list goes to the server as JSON in the form's `questions` field (lib/jobs/job-schemas.ts).
import { Button } from "@/components/ui/button";
import { CheckboxField, Field, FieldError, INPUT_CLASS } from "@/components/ui/field";
import {
  QUESTIONS_MAX,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  type JobQuestion,
  type QuestionKind,
} from "@/lib/jobs/fields";

const KIND_LABELS: Record<QuestionKind, string> = {
  text: "Free text",
  yesno: "Yes / no",
  choice: "One of several choices",
};

/** A question being edited: its choices as the comma-separated text typed. */
export type DraftQuestion = Omit<JobQuestion, "options"> & { choices: string };

export const draftsOf = (questions: readonly JobQuestion[] | undefined): DraftQuestion[] =>
  (questions ?? []).map(({ options, ...question }) => ({ ...question, choices: (options ?? []).join(", ") }));

/** The JSON the form sends ("" for none). */
export function questionsJson(drafts: readonly DraftQuestion[]): string {
  if (drafts.length === 0) return "";
  return JSON.stringify(
    drafts.map(({ choices, ...question }) => ({
      ...question,
      ...(question.kind === "choice"
        ? {
            options: choices
              .split(",")
              .map((choice) => choice.trim())
              .filter(Boolean),
          }
        : {}),
    })),
  );
}

type Props = {
  drafts: DraftQuestion[];
  onChange: (drafts: DraftQuestion[]) => void;
  error?: string;
};

export function QuestionsEditor({ drafts, onChange, error }: Props) {
  const update = (index: number, change: Partial<DraftQuestion>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));
  const add = () => {
    const used = new Set(drafts.map((draft) => draft.id));
    let n = drafts.length + 1;
    while (used.has(`q${n}`)) n++;
    onChange([...drafts, { id: `q${n}`, label: "", kind: "text", required: false, choices: "" }]);
  };
  return (
    <fieldset className="space-y-3" aria-describedby={error ? "job-questions-error" : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Screening questions (optional, up to {QUESTIONS_MAX})
      </legend>
      <p className="text-sm text-slate-600">
        Do not ask about current or past pay: many places forbid it, and the form refuses it there.
      </p>
      {drafts.map((draft, index) => (
        <div key={draft.id} className="space-y-2 rounded-md border border-slate-200 p-3">
          <Field id={`job-question-${draft.id}`} label={`Question ${index + 1}`}>
            {(wiring) => (
              <input
                {...wiring}
                className={INPUT_CLASS}
                value={draft.label}
                maxLength={QUESTION_LABEL_MAX}
                onChange={(e) => update(index, { label: e.target.value })}
              />
            )}
          </Field>
          <Field id={`job-question-${draft.id}-kind`} label="Answer">
            {(wiring) => (
              <select
                {...wiring}
                className={INPUT_CLASS}
                value={draft.kind}
                onChange={(e) => update(index, { kind: e.target.value as QuestionKind })}
              >
                {QUESTION_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {draft.kind === "choice" ? (
            <Field
              id={`job-question-${draft.id}-choices`}
              label="Choices"
              hint="Comma-separated, e.g. Full-time, Part-time"
            >
              {(wiring) => (
                <input
                  {...wiring}
                  className={INPUT_CLASS}
                  value={draft.choices}
                  onChange={(e) => update(index, { choices: e.target.value })}
                />
              )}
            </Field>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField
              id={`job-question-${draft.id}-required`}
              label="Required"
              checked={draft.required}
              onChange={(e) => update(index, { required: e.target.checked })}
            />
            <Button variant="secondary" onClick={() => onChange(drafts.filter((_, i) => i !== index))}>
              Remove<span className="sr-only"> question {index + 1}</span>
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" onClick={add} disabled={drafts.length >= QUESTIONS_MAX}>
        Add a question
      </Button>
      <FieldError id="job-questions-error" message={error} />
    </fieldset>
  );
}
