"use client";
// The job form in a dialog: a visitor's submission (create) or a moderator's edit (update, prefilled).
// Every field is optional, but a job needs a title or a company: checked in the browser with the
// server's own schema (errors under each field); values are trimmed and empty ones not sent.
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { BoundTextArea, BoundTextField, CheckboxGroup } from "@/components/forms/bound-fields";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { HONEYPOT_FIELD, useHoneypot } from "@/components/forms/honeypot-field";
import { SubmitterFields } from "@/components/forms/submitter-fields";
import { apiRequest, errorMessage } from "@/lib/api/api-client";
import type { JobItem } from "@/lib/jobs/job-items";
import { addDaysTo, formatLongDate, toSiteDateInput } from "@/lib/dates";
import {
  APPLICANT_LOCATION_MAX,
  COMMON_CURRENCIES,
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_MAX_VALID_DAYS,
  SALARY_UNITS,
  WORKPLACE_LABELS,
  WORKPLACES,
} from "@/lib/jobs/fields";
import { toast } from "@/lib/toast";
import { PayRulesNotice } from "@/components/jobs/pay-rules-notice";
import { RoleChoice } from "@/components/jobs/role-choice";
import { PayBandHint } from "@/components/pay/pay-band-hint";
import { CompanyChoice } from "@/components/jobs/company-choice";
import { WordingFindings } from "@/components/jobs/wording-findings";
import { checkJobText } from "@/lib/jobs/rules/wording";
import { optionalEmailSchema } from "@/lib/common-schemas";
import { z } from "zod";
import { JOB_FORM_FIELDS, jobFieldsSchema } from "@/lib/jobs/job-schemas";
import {
  QuestionsEditor,
  draftsOf,
  questionsJson,
  type DraftQuestion,
} from "@/components/jobs/questions-editor";

type JobDialogProps = { open: boolean; onClose: () => void; job?: JobItem; onSaved?: () => void };

type FormValues = {
  title: string;
  company: string;
  location: string;
  description: string;
  link: string;
  employmentType: string[];
  workplace: string;
  applicantLocation: string;
  salaryMin: string;
  salaryMax: string;
  salaryCurrency: string;
  salaryUnit: string;
  applyUrl: string;
  applyEmail: string;
  validThrough: string;
  status: string;
  employerSize: string;
  applyMode: string;
  /** The screening questions as JSON (kept in step with the editor). */
  questions: string;
  /** A chosen role family / seniority; empty: the rules' classification from the title. */
  family: string;
  seniority: string;
  /** The submitter's, for word back from the moderators: not a job field. */
  email: string;
};

// The server's job schema, and its e-mail schema for the submitter's address beside it.
const jobFormSchema = z.intersection(jobFieldsSchema, z.object({ email: optionalEmailSchema }));
type JobFormOutput = z.output<typeof jobFormSchema>;

const UNIT_LABELS: Record<(typeof SALARY_UNITS)[number], string> = {
  HOUR: "per hour",
  DAY: "per day",
  WEEK: "per week",
  MONTH: "per month",
  YEAR: "per year",
};

export function JobDialog({ open, onClose, job, onSaved }: JobDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={job ? "Edit Job" : "Post Job"}>
      <JobForm job={job} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function defaultsOf(job: JobItem | undefined): FormValues {
  return {
    title: job?.title ?? "",
    company: job?.company ?? "",
    location: job?.location ?? "",
    description: job?.description ?? "",
    link: job?.link ?? "",
    employmentType: job?.employmentType ?? [],
    workplace: job?.workplace ?? "",
    applicantLocation: job?.applicantLocation ?? "",
    salaryMin: job?.salary?.min !== undefined ? String(job.salary.min) : "",
    salaryMax: job?.salary?.max !== undefined ? String(job.salary.max) : "",
    salaryCurrency: job?.salary?.currency ?? "",
    salaryUnit: job?.salary?.unit ?? "",
    applyUrl: job?.applyUrl ?? "",
    applyEmail: job?.applyEmail ?? "",
    // An edit keeps the current date unless a new one is picked.
    validThrough: "",
    status: job?.status ?? "open",
    employerSize: job?.employerSize ? String(job.employerSize) : "",
    applyMode: job?.applyMode ?? "external",
    questions: questionsJson(draftsOf(job?.questions)),
    // A correction or override is kept; the rules' own choice follows the title as it changes.
    family:
      job?.classification && job.classification.classifiedBy !== "rules" ? job.classification.family : "",
    seniority:
      job?.classification && job.classification.classifiedBy !== "rules" ? job.classification.seniority : "",
    email: "",
  };
}

/** The multipart body: trimmed, non-empty values only (employmentType repeated). */
function formDataOf(values: FormValues, isEdit: boolean): FormData {
  const form = new FormData();
  for (const name of JOB_FORM_FIELDS) {
    if (name === "status" && !isEdit) continue;
    if (name === "questions" && values.applyMode !== "onsite") continue;
    if (name === "employmentType") {
      for (const type of values.employmentType) form.append(name, type);
      continue;
    }
    const value = values[name].trim();
    if (value) form.append(name, value);
  }
  return form;
}

function JobForm({ job, onClose, onSaved }: Omit<JobDialogProps, "open">) {
  const [image, setImage] = useState<File | null>(null);
  const honeypot = useHoneypot();
  const [companySlug, setCompanySlug] = useState("");
  const [drafts, setDrafts] = useState<DraftQuestion[]>(() => draftsOf(job?.questions));
  const form = useForm<FormValues, unknown, JobFormOutput>({
    resolver: zodResolver(jobFormSchema) as unknown as Resolver<FormValues, unknown, JobFormOutput>,
    defaultValues: defaultsOf(job),
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  const empty =
    (["title", "company", "location", "description", "link"] as const).every(
      (name) => !values[name]?.trim(),
    ) && !image;
  const remote = values.workplace === "remote";
  const onsite = values.applyMode === "onsite";
  const changeQuestions = (next: DraftQuestion[]) => {
    setDrafts(next);
    setValue("questions", questionsJson(next));
  };
  const today = new Date();

  const submit = handleSubmit(async ({ email }) => {
    const body = formDataOf(getValues(), Boolean(job));
    if (image) body.append("image", image);
    if (honeypot.value) body.append(HONEYPOT_FIELD, honeypot.value);
    if (!job && email) body.append("email", email);
    if (!job && companySlug) body.append("companySlug", companySlug);
    try {
      if (job) {
        const result = await apiRequest(`/api/job/update-job/${job._id}`, { method: "PUT", body });
        toast.success(result.message ?? "Job updated");
      } else {
        await apiRequest("/api/job/create-job", { method: "POST", body });
        toast.success("Job added under review");
      }
      onSaved?.();
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <BoundTextField form={form} name="title" id="job-title" label="Title" maxLength={200} />
      <BoundTextField form={form} name="company" id="job-company" label="Company" maxLength={200} />
      {job ? null : <CompanyChoice value={companySlug} onChange={setCompanySlug} />}
      <BoundTextField form={form} name="location" id="job-location" label="Location" maxLength={300} />
      <BoundTextArea
        form={form}
        name="description"
        id="job-description"
        label="Description"
        maxLength={5000}
      />
      <WordingFindings
        findings={checkJobText(values.title, values.description)}
        title="Wording that may exclude applicants (advice; you can still post):"
      />
      <RoleChoice
        title={values.title}
        description={values.description}
        family={register("family")}
        seniority={register("seniority")}
      />
      <CheckboxGroup
        form={form}
        name="employmentType"
        legend="Employment type"
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: EMPLOYMENT_TYPE_LABELS[type] }))}
        gridClassName="grid grid-cols-2 gap-x-4 gap-y-1"
      />
      <Field id="job-workplace" label="Workplace" error={errors.workplace?.message}>
        {(wiring) => (
          <select className={INPUT_CLASS} {...wiring} {...register("workplace")}>
            <option value="">Not specified</option>
            {WORKPLACES.map((workplace) => (
              <option key={workplace} value={workplace}>
                {WORKPLACE_LABELS[workplace]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {remote ? (
        <BoundTextField
          form={form}
          name="applicantLocation"
          id="job-applicant-location"
          label="Applicants from (countries or regions)"
          hint="Comma-separated, e.g. United Kingdom, Ireland"
          maxLength={APPLICANT_LOCATION_MAX}
        />
      ) : null}
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-700">Salary</legend>
        <BoundTextField
          form={form}
          name="salaryMin"
          id="job-salary-min"
          label="Minimum"
          type="number"
          min={0}
          inputMode="decimal"
        />
        <BoundTextField
          form={form}
          name="salaryMax"
          id="job-salary-max"
          label="Maximum"
          type="number"
          min={0}
          inputMode="decimal"
        />
        <BoundTextField
          form={form}
          name="salaryCurrency"
          id="job-salary-currency"
          label="Currency"
          list="job-currencies"
          maxLength={3}
          placeholder="GBP"
          autoCapitalize="characters"
        />
        <datalist id="job-currencies">
          {COMMON_CURRENCIES.map((code) => (
            <option key={code} value={code} />
          ))}
        </datalist>
        <Field id="job-salary-unit" label="Per" error={errors.salaryUnit?.message}>
          {(wiring) => (
            <select className={INPUT_CLASS} {...wiring} {...register("salaryUnit")}>
              <option value="">Choose</option>
              {SALARY_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {UNIT_LABELS[unit]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>
      <PayBandHint
        title={values.title}
        description={values.description}
        family={values.family}
        seniority={values.seniority}
        location={values.location}
        workplace={values.workplace}
        applicantLocation={values.applicantLocation}
        salaryMin={values.salaryMin}
        salaryMax={values.salaryMax}
        salaryCurrency={values.salaryCurrency}
        salaryUnit={values.salaryUnit}
      />
      <BoundTextField
        form={form}
        name="employerSize"
        id="job-employer-size"
        label="Employees at the employer (optional)"
        hint="Some pay-transparency laws apply only from a number of employees."
        type="number"
        min={1}
        inputMode="numeric"
      />
      <PayRulesNotice
        location={values.location}
        workplace={values.workplace}
        applicantLocation={values.applicantLocation}
        salaryMin={values.salaryMin}
        salaryMax={values.salaryMax}
        employerSize={values.employerSize}
      />
      <BoundTextField form={form} name="link" id="job-link" label="Link" type="url" placeholder="https://" />
      <Field
        id="job-apply-mode"
        label="How candidates apply"
        hint="On HR Pulse: candidates send a CV and answers through the job page, and you review them in your dashboard."
        error={errors.applyMode?.message}
      >
        {(wiring) => (
          <select className={INPUT_CLASS} {...wiring} {...register("applyMode")}>
            <option value="external">On the employer&apos;s site or by e-mail</option>
            <option value="onsite">On HR Pulse</option>
          </select>
        )}
      </Field>
      {onsite ? (
        <QuestionsEditor drafts={drafts} onChange={changeQuestions} error={errors.questions?.message} />
      ) : null}
      <BoundTextField
        form={form}
        name="applyUrl"
        id="job-apply-url"
        label="Apply URL"
        type="url"
        placeholder="https://"
      />
      <BoundTextField
        form={form}
        name="applyEmail"
        id="job-apply-email"
        label="Apply by e-mail"
        type="email"
      />
      <BoundTextField
        form={form}
        name="validThrough"
        id="job-valid-through"
        label="Listed until"
        type="date"
        min={toSiteDateInput(today)}
        max={toSiteDateInput(addDaysTo(today, JOB_MAX_VALID_DAYS))}
        hint={
          job
            ? `Currently ${formatLongDate(job.validThrough)}; leave empty to keep it.`
            : `Up to ${JOB_MAX_VALID_DAYS} days ahead; 30 days after approval when left empty.`
        }
      />
      {job ? (
        <Field id="job-status" label="Status" error={errors.status?.message}>
          {(wiring) => (
            <select className={INPUT_CLASS} {...wiring} {...register("status")}>
              <option value="open">Open</option>
              <option value="filled">Filled</option>
            </select>
          )}
        </Field>
      ) : null}
      <Field id="job-image" label={`Image${job?.imageUrl ? " (leave empty to keep the current one)" : ""}`}>
        {(wiring) => (
          <input
            {...wiring}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium"
          />
        )}
      </Field>
      {job ? null : (
        <SubmitterFields
          id="job-email"
          hint="We tell you when the job is reviewed. Never shown publicly."
          error={errors.email?.message}
          honeypot={honeypot}
          {...register("email")}
        />
      )}
      <DialogActions
        onCancel={onClose}
        disabled={isSubmitting || empty}
        submitLabel={isSubmitting ? (job ? "Updating..." : "Creating...") : job ? "Update Job" : "Post Job"}
      />
    </form>
  );
}
