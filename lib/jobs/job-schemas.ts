// Job submissions and edits (multipart text fields, all optional, but a job needs a title or a
// company), the /jobs filters, staff status changes and job alerts. Shared by forms and handlers.
import { z } from "zod";
import { addDaysTo, parseIsoInstant } from "@/lib/dates";
import {
  APPLY_MODES,
  QUESTIONS_MAX,
  QUESTION_KINDS,
  QUESTION_LABEL_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTION_MAX,
  type ApplyMode,
  type JobQuestion,
  APPLICANT_LOCATION_MAX,
  EMPLOYMENT_TYPES,
  JOB_MAX_VALID_DAYS,
  STAFF_JOB_STATUSES,
  SALARY_UNITS,
  WORKPLACES,
  isCurrencyCode,
  type EmploymentType,
  type Salary,
} from "@/lib/jobs/fields";
import {
  asksPayHistory,
  brokenPayRule,
  payRangeRequiredMessage,
  salaryHistoryBansFor,
  salaryHistoryRefusal,
} from "@/lib/jobs/rules/pay-rules";
import { ROLE_FAMILIES, SENIORITIES, type RoleFamily, type Seniority } from "@/lib/jobs/rules/role-family";
import { emailSchema, httpUrlSchema, objectIdSchema, pageSchema } from "@/lib/common-schemas";

/** The multipart fields a job form sends (employmentType may repeat). */
export const JOB_FORM_FIELDS = [
  "title",
  "company",
  "location",
  "description",
  "link",
  "employmentType",
  "workplace",
  "applicantLocation",
  "salaryMin",
  "salaryMax",
  "salaryCurrency",
  "salaryUnit",
  "applyUrl",
  "applyEmail",
  "validThrough",
  "status",
  "employerSize",
  "applyMode",
  "questions",
  "family",
  "seniority",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];

/** The plain text fields (stored as they are, cleared when an edit leaves them out). */
export const JOB_TEXT_FIELDS = ["title", "company", "location", "description", "link"] as const;
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Trimmed text, capped; empty becomes absent. */
const optionalJobText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const EMPLOYMENT_TYPE_MESSAGE = `employmentType must be one or more of ${EMPLOYMENT_TYPES.join(", ")}`;

/** "FULL_TIME,PART_TIME", a repeated field or a list → distinct values; nothing → absent. */
function toList(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
    typeof item === "string" ? item.split(",") : [item],
  );
  const items = parts.map((item) => (typeof item === "string" ? item.trim().toUpperCase() : item));
  const kept = [...new Set(items.filter((item) => item !== ""))];
  return kept.length ? kept : undefined;
}

const amount = (name: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${name} must be a number` })
      .refine(Number.isFinite, `${name} must be a number`)
      .refine((n) => n >= 0, `${name} must be 0 or more`)
      .refine((n) => n <= 1_000_000_000, `${name} is too large`)
      .optional(),
  );

export const VALID_THROUGH_MESSAGE = `validThrough must be an ISO 8601 date or date-time in the future, at most ${JOB_MAX_VALID_DAYS} days ahead`;

/** An instant in (0, 180 days] from now, checked when the request is parsed. */
export const validThroughSchema = z.string({ error: VALID_THROUGH_MESSAGE }).transform((text, ctx) => {
  const date = parseIsoInstant(text);
  const now = Date.now();
  if (!date || date.getTime() <= now || date.getTime() > addDaysTo(now, JOB_MAX_VALID_DAYS).getTime()) {
    ctx.addIssue({ code: "custom", message: VALID_THROUGH_MESSAGE });
    return z.NEVER;
  }
  return date;
});

const QUESTION_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** One screening question; an absent id is made from its position ("q1"…). */
const questionSchema = z
  .object({
    id: z
      .string({ error: "A question's id must be text" })
      .regex(QUESTION_ID, "A question's id must be 1–40 letters, digits, - or _")
      .optional(),
    label: z
      .string({ error: "Each question needs a label" })
      .trim()
      .min(1, "Each question needs a label")
      .max(QUESTION_LABEL_MAX, `A question must be at most ${QUESTION_LABEL_MAX} characters`),
    kind: z.enum(QUESTION_KINDS, { error: "A question's kind must be text, yesno or choice" }),
    options: z
      .array(
        z
          .string({ error: "A choice must be text" })
          .trim()
          .min(1, "A choice must not be empty")
          .max(QUESTION_OPTION_MAX, `A choice must be at most ${QUESTION_OPTION_MAX} characters`),
        { error: "A question's options must be a list" },
      )
      .max(QUESTION_OPTIONS_MAX, `A question has at most ${QUESTION_OPTIONS_MAX} choices`)
      .optional(),
    required: z.boolean({ error: "A question's required must be true or false" }).optional().default(false),
  })
  .superRefine((question, ctx) => {
    if (question.kind === "choice" && new Set(question.options ?? []).size < 2)
      ctx.addIssue({ code: "custom", message: `"${question.label}" needs at least two different choices` });
  });

/** The questions as the multipart field sends them: a JSON list. */
export const jobQuestionsSchema = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    if (!value.trim()) return undefined;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol("malformed");
    }
  },
  z
    .array(questionSchema, { error: "questions must be a JSON list of questions" })
    .max(QUESTIONS_MAX, `A job has at most ${QUESTIONS_MAX} questions`)
    .optional()
    .transform((questions, ctx): JobQuestion[] | undefined => {
      if (!questions?.length) return undefined;
      const out = questions.map((question, index) => ({
        id: question.id ?? `q${index + 1}`,
        label: question.label,
        kind: question.kind,
        ...(question.kind === "choice" ? { options: [...new Set(question.options)] } : {}),
        required: question.required,
      }));
      if (new Set(out.map((question) => question.id)).size !== out.length) {
        ctx.addIssue({ code: "custom", message: "Each question needs its own id" });
        return z.NEVER;
      }
      return out;
    }),
);

const rawJobSchema = z.object({
  title: optionalJobText("Title", 200),
  company: optionalJobText("Company", 200),
  location: optionalJobText("Location", 300),
  description: optionalJobText("Description", 5000),
  link: z
    .string({ error: "Link must be text" })
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(httpUrlSchema("Link").optional()),
  employmentType: z.preprocess(
    toList,
    z
      .array(z.enum(EMPLOYMENT_TYPES, { error: EMPLOYMENT_TYPE_MESSAGE }), { error: EMPLOYMENT_TYPE_MESSAGE })
      .optional(),
  ),
  workplace: z.preprocess(
    blank,
    z.enum(WORKPLACES, { error: "workplace must be onsite, hybrid or remote" }).optional(),
  ),
  applicantLocation: optionalJobText("applicantLocation", APPLICANT_LOCATION_MAX),
  salaryMin: amount("salaryMin"),
  salaryMax: amount("salaryMax"),
  salaryCurrency: z.preprocess(
    (value) => (typeof blank(value) === "string" ? (value as string).trim().toUpperCase() : blank(value)),
    z
      .string({ error: "salaryCurrency must be an ISO 4217 code such as GBP, EUR or USD" })
      .refine(isCurrencyCode, "salaryCurrency must be an ISO 4217 code such as GBP, EUR or USD")
      .optional(),
  ),
  salaryUnit: z.preprocess(
    blank,
    z.enum(SALARY_UNITS, { error: `salaryUnit must be one of ${SALARY_UNITS.join(", ")}` }).optional(),
  ),
  applyUrl: z.preprocess(blank, httpUrlSchema("applyUrl").optional()),
  applyEmail: z.preprocess(
    blank,
    z
      .string({ error: "applyEmail must be a valid email address" })
      .trim()
      .max(254, "applyEmail is too long")
      .pipe(z.email("applyEmail must be a valid email address"))
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  validThrough: z.preprocess(blank, validThroughSchema.optional()),
  /** How many people the employer employs: a rule for larger employers does not apply below its size. */
  employerSize: z.preprocess(
    blank,
    z.coerce
      .number({ error: "employerSize must be a whole number of employees" })
      .int("employerSize must be a whole number of employees")
      .min(1, "employerSize must be at least 1")
      .max(10_000_000, "employerSize is too large")
      .optional(),
  ),
  status: z.preprocess(
    blank,
    z.enum(STAFF_JOB_STATUSES, { error: "status must be open or filled" }).optional(),
  ),
  applyMode: z.preprocess(
    blank,
    z.enum(APPLY_MODES, { error: "applyMode must be external or onsite" }).optional(),
  ),
  questions: jobQuestionsSchema,
  /** The poster's (or staff's) correction of the role family the rules gave (lib/jobs/rules/role-family.ts). */
  family: z.preprocess(
    blank,
    z.enum(ROLE_FAMILIES, { error: `family must be one of ${ROLE_FAMILIES.join(", ")}` }).optional(),
  ),
  seniority: z.preprocess(
    blank,
    z.enum(SENIORITIES, { error: `seniority must be one of ${SENIORITIES.join(", ")}` }).optional(),
  ),
});

export type JobFields = {
  title?: string;
  company?: string;
  location?: string;
  description?: string;
  link?: string;
  employmentType?: EmploymentType[];
  workplace?: (typeof WORKPLACES)[number];
  applicantLocation?: string;
  salary?: Salary;
  applyUrl?: string;
  applyEmail?: string;
  validThrough?: Date;
  status?: (typeof STAFF_JOB_STATUSES)[number];
  employerSize?: number;
  applyMode: ApplyMode;
  /** An on-site job's screening questions (none for an external one). */
  questions?: JobQuestion[];
  /** A chosen role family / seniority (absent: the rules decide). */
  family?: RoleFamily;
  seniority?: Seniority;
};

export const jobFieldsSchema = rawJobSchema
  .superRefine((job, ctx) => {
    if (!job.title && !job.company) {
      ctx.addIssue({ code: "custom", message: "A job needs a title or a company", path: ["title"] });
    }
    const hasAmount = job.salaryMin !== undefined || job.salaryMax !== undefined;
    if (hasAmount && !job.salaryCurrency) {
      ctx.addIssue({
        code: "custom",
        message: "salaryCurrency is required with a salary",
        path: ["salaryCurrency"],
      });
    }
    if (hasAmount && !job.salaryUnit) {
      ctx.addIssue({ code: "custom", message: "salaryUnit is required with a salary", path: ["salaryUnit"] });
    }
    if (!hasAmount && (job.salaryCurrency || job.salaryUnit)) {
      ctx.addIssue({
        code: "custom",
        message: "salaryMin or salaryMax is required with a salary currency or unit",
        path: ["salaryMin"],
      });
    }
    if (job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMin > job.salaryMax) {
      ctx.addIssue({
        code: "custom",
        message: "salaryMin must not be more than salaryMax",
        path: ["salaryMax"],
      });
    }
    const rule = brokenPayRule({
      ...job,
      salary: { min: job.salaryMin, max: job.salaryMax },
    });
    if (rule) ctx.addIssue({ code: "custom", message: payRangeRequiredMessage(rule), path: ["salaryMin"] });
    if (job.questions?.length && job.applyMode !== "onsite") {
      ctx.addIssue({
        code: "custom",
        message: "Screening questions need applyMode onsite",
        path: ["questions"],
      });
    }
    const ban = salaryHistoryBansFor(job)[0];
    const asking = ban
      ? job.questions?.find((q) => asksPayHistory([q.label, ...(q.options ?? [])].join(" ")))
      : undefined;
    if (ban && asking)
      ctx.addIssue({ code: "custom", message: salaryHistoryRefusal(ban, asking.label), path: ["questions"] });
  })
  .transform((job): JobFields => {
    const salary =
      (job.salaryMin !== undefined || job.salaryMax !== undefined) && job.salaryCurrency && job.salaryUnit
        ? {
            ...(job.salaryMin !== undefined ? { min: job.salaryMin } : {}),
            ...(job.salaryMax !== undefined ? { max: job.salaryMax } : {}),
            currency: job.salaryCurrency,
            unit: job.salaryUnit,
          }
        : undefined;
    return {
      title: job.title,
      company: job.company,
      location: job.location,
      description: job.description,
      link: job.link,
      employmentType: job.employmentType,
      workplace: job.workplace,
      // Only a remote job says where applicants may live.
      applicantLocation: job.workplace === "remote" ? job.applicantLocation : undefined,
      salary,
      applyUrl: job.applyUrl,
      applyEmail: job.applyEmail,
      validThrough: job.validThrough,
      status: job.status,
      employerSize: job.employerSize,
      applyMode: job.applyMode ?? "external",
      questions: job.applyMode === "onsite" ? job.questions : undefined,
      family: job.family,
      seniority: job.seniority,
    };
  });

export type JobFormInput = z.input<typeof rawJobSchema>;

// ---- /jobs filters and GET /api/job/all ----

export const JOB_KEYWORD_MAX = 100;

const filterEnum = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value[0] : value),
    z.preprocess(blank, z.enum(values, { error: `${name} must be one of ${values.join(", ")}` }).optional()),
  );

/** The filters a listing URL or an alert carries. */
export const jobFiltersSchema = z.object({
  type: filterEnum(EMPLOYMENT_TYPES, "type"),
  workplace: filterEnum(WORKPLACES, "workplace"),
  q: z.preprocess(
    blank,
    z
      .string({ error: "q must be text" })
      .trim()
      .max(JOB_KEYWORD_MAX, `q must be at most ${JOB_KEYWORD_MAX} characters`)
      .optional(),
  ),
});

export const jobListQuerySchema = jobFiltersSchema.extend({
  page: pageSchema.optional().default(1),
  minSalary: z.preprocess(
    blank,
    z.coerce
      .number({ error: "minSalary must be a number" })
      .refine((n) => Number.isFinite(n) && n >= 0, "minSalary must be a number of 0 or more")
      .optional(),
  ),
  salary: z.preprocess(blank, z.enum(["1"], { error: "salary must be 1" }).optional()),
  include: z.preprocess(blank, z.enum(["closed"], { error: "include must be closed" }).optional()),
});

export type JobListQuery = z.output<typeof jobListQuerySchema>;
export type JobFilters = Pick<JobListQuery, "type" | "workplace" | "q" | "minSalary" | "salary">;

// ---- staff status ----

export const jobStatusParamsSchema = z.object({ role: z.string(), id: objectIdSchema });

export const jobStatusBodySchema = z
  .object({
    status: z.enum(STAFF_JOB_STATUSES, { error: "status must be open or filled" }).optional(),
    validThrough: validThroughSchema.optional(),
  })
  .refine((body) => body.status !== undefined || body.validThrough !== undefined, {
    message: "Send status or validThrough",
    path: ["status"],
  });

// ---- job alerts ----

export const JOB_ALERT_FREQUENCIES = ["daily", "weekly"] as const;

export const jobAlertSchema = z.object({
  email: emailSchema,
  filters: z
    .preprocess((value) => value ?? {}, jobFiltersSchema)
    .optional()
    .default({}),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: "frequency must be daily or weekly" }),
});
