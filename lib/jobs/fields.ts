// The job board's field values and how they read (client-safe: the dialog, cards and filters use them).
export const EMPLOYMENT_TYPES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACTOR",
  "TEMPORARY",
  "INTERN",
  "VOLUNTEER",
  "PER_DIEM",
  "OTHER",
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  FULL_TIME: "Full-time",
  PART_TIME: "Part-time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
  VOLUNTEER: "Volunteer",
  PER_DIEM: "Per diem",
  OTHER: "Other",
};

export const WORKPLACES = ["onsite", "hybrid", "remote"] as const;
export type Workplace = (typeof WORKPLACES)[number];
export const WORKPLACE_LABELS: Record<Workplace, string> = {
  onsite: "On-site",
  hybrid: "Hybrid",
  remote: "Remote",
};

export const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;
export type SalaryUnit = (typeof SALARY_UNITS)[number];
const SALARY_UNIT_WORDS: Record<SalaryUnit, string> = {
  HOUR: "hour",
  DAY: "day",
  WEEK: "week",
  MONTH: "month",
  YEAR: "year",
};

/** Stored statuses: staff set open or filled; an owner may also close a job (issue 33). */
export const JOB_STATUSES = ["open", "filled", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const STAFF_JOB_STATUSES = ["open", "filled"] as const;
/** What a visitor sees: `expired` is derived from `validThrough`. */
export type JobState = JobStatus | "expired";

/** The currencies offered first in the dialog; any ISO 4217 code is accepted. */
export const COMMON_CURRENCIES = ["GBP", "EUR", "USD", "CAD", "AUD", "CHF", "INR", "SGD"] as const;

/** How far ahead a job may run, and how long it runs when nobody says. */
export const JOB_MAX_VALID_DAYS = 180;
export const JOB_DEFAULT_VALID_DAYS = 30;
/** An owner extends a run by 1–JOB_EXTEND_MAX_DAYS days at a time. */
export const JOB_EXTEND_MAX_DAYS = 30;
/** The poster's reminder goes out this long before expiry; the dashboard lists jobs expiring within a week. */
export const JOB_REMINDER_DAYS = 3;
export const JOB_EXPIRING_SOON_DAYS = 7;
export const APPLICANT_LOCATION_MAX = 200;

let currencies: Set<string> | undefined;

/** True for an ISO 4217 code this runtime knows (Intl's list: every current currency). */
export function isCurrencyCode(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf("currency"));
  return currencies.has(code);
}

export type Salary = { min?: number; max?: number; currency: string; unit: SalaryUnit };

function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

/** "£45,000–£55,000 a year", "From $30 an hour", "Up to €4,000 a month". */
export function formatSalary(salary: Salary): string {
  const unit = SALARY_UNIT_WORDS[salary.unit];
  const per = `${unit === "hour" ? "an" : "a"} ${unit}`;
  const { min, max, currency } = salary;
  if (min !== undefined && max !== undefined && min !== max)
    return `${money(min, currency)}–${money(max, currency)} ${per}`;
  if (min !== undefined && max !== undefined) return `${money(min, currency)} ${per}`;
  if (min !== undefined) return `From ${money(min, currency)} ${per}`;
  if (max !== undefined) return `Up to ${money(max, currency)} ${per}`;
  return "";
}

/** The places a remote job accepts applicants from: "UK, Ireland" → ["UK", "Ireland"]. */
export function applicantPlaces(text: string): string[] {
  return text
    .split(",")
    .map((place) => place.trim())
    .filter(Boolean);
}

/** The apply target: the apply URL, else the older `link`, else a mailto for the apply address. */
export function applyHref(job: {
  applyUrl: string;
  link: string;
  applyEmail: string;
  /** An on-site job (issue 43) is applied to on its own page. */
  applyMode?: string;
  _id?: string;
}): string {
  if (job.applyMode === "onsite" && job._id) return `/jobs/${job._id}#apply-heading`;
  if (job.applyUrl) return job.applyUrl;
  if (job.link) return job.link;
  return job.applyEmail ? `mailto:${job.applyEmail}` : "";
}

/** How a job is applied to (issue 43): the employer's own link (as before) or the form on the job page. */
export const APPLY_MODES = ["external", "onsite"] as const;
export type ApplyMode = (typeof APPLY_MODES)[number];

/** An on-site job's screening questions. */
export const QUESTION_KINDS = ["text", "yesno", "choice"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTIONS_MAX = 10;
export const QUESTION_LABEL_MAX = 300;
export const QUESTION_OPTIONS_MAX = 20;
export const QUESTION_OPTION_MAX = 100;
export type JobQuestion = {
  id: string;
  label: string;
  kind: QuestionKind;
  /** A choice question's options (2 or more). */
  options?: string[];
  required: boolean;
};
