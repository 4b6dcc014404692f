// A stored job as the rest of the app reads it: the lean shape, the fields to select and the plain item.
import "server-only";
import { effectiveValidThrough, jobStateOf } from "@/lib/jobs/job-open";
import {
  QUESTION_KINDS,
  type ApplyMode,
  type JobQuestion,
  EMPLOYMENT_TYPES,
  WORKPLACES,
  type EmploymentType,
  type JobState,
  type JobStatus,
  type Salary,
  type Workplace,
} from "@/lib/jobs/fields";
import {
  isRoleFamily,
  isSeniority,
  type ClassificationSource,
  type RoleFamily,
  type Seniority,
} from "@/lib/jobs/rules/role-family";

export type JobItem = {
  _id: string;
  title: string;
  company: string;
  location: string;
  description: string;
  link: string;
  imageUrl: string;
  isApproved: boolean;
  createdAt: string;
  employmentType: EmploymentType[];
  workplace: Workplace | "";
  applicantLocation: string;
  salary: Salary | null;
  applyUrl: string;
  applyEmail: string;
  /** When it stops being offered (the stored value, or the default from its creation). */
  validThrough: string;
  /** The staff-set status; `state` adds `expired`, derived from validThrough when read. */
  status: JobStatus;
  state: JobState;
  approvedAt: string | null;
  /** The employer's size as the poster stated it (pay-transparency rules), or null. */
  employerSize: number | null;
  /** The company page the job belongs to (its public card), or null. */
  companyRef: { slug: string; name: string; website: string; logoUrl: string; verified: boolean } | null;
  /** External (the employer's link) or on-site (the form on the job page). */
  applyMode: ApplyMode;
  /** An on-site job's screening questions. */
  questions: JobQuestion[];
  /** Role family and seniority (issue 45) and who set them; null for a job stored before they existed. */
  classification: { family: RoleFamily; seniority: Seniority; classifiedBy: ClassificationSource } | null;
};

export type LeanJob = {
  _id: unknown;
  title?: string | null;
  company?: string | null;
  location?: string | null;
  description?: string | null;
  link?: string | null;
  imageUrl?: string | null;
  isApproved?: boolean | null;
  createdAt?: Date | null;
  employmentType?: string[] | null;
  workplace?: string | null;
  applicantLocation?: string | null;
  salary?: {
    min?: number | null;
    max?: number | null;
    currency?: string | null;
    unit?: string | null;
  } | null;
  applyUrl?: string | null;
  applyEmail?: string | null;
  validThrough?: Date | null;
  status?: string | null;
  approvedAt?: Date | null;
  employerSize?: number | null;
  companyRef?: {
    slug?: string | null;
    name?: string | null;
    website?: string | null;
    logoUrl?: string | null;
    verified?: boolean | null;
  } | null;
  applyMode?: string | null;
  questions?:
    | {
        id?: string | null;
        label?: string | null;
        kind?: string | null;
        options?: string[] | null;
        required?: boolean | null;
      }[]
    | null;
  family?: string | null;
  seniority?: string | null;
  classifiedBy?: string | null;
};

export const JOB_FIELDS =
  "title company location description link imageUrl isApproved createdAt employmentType workplace applicantLocation salary applyUrl applyEmail validThrough status approvedAt employerSize companyRef applyMode questions family seniority classifiedBy";

function toQuestions(questions: LeanJob["questions"]): JobQuestion[] {
  return (questions ?? []).flatMap((question) =>
    question.id && question.label && (QUESTION_KINDS as readonly string[]).includes(question.kind ?? "")
      ? [
          {
            id: question.id,
            label: question.label,
            kind: question.kind as JobQuestion["kind"],
            ...(question.kind === "choice" ? { options: question.options ?? [] } : {}),
            required: Boolean(question.required),
          },
        ]
      : [],
  );
}

export function toSalary(salary: LeanJob["salary"]): Salary | null {
  if (!salary?.currency || !salary.unit) return null;
  const min = typeof salary.min === "number" ? salary.min : undefined;
  const max = typeof salary.max === "number" ? salary.max : undefined;
  if (min === undefined && max === undefined) return null;
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    currency: salary.currency,
    unit: salary.unit as Salary["unit"],
  };
}

export function toJobItem(doc: LeanJob, now: Date = new Date()): JobItem {
  const createdAt = doc.createdAt ? new Date(doc.createdAt) : new Date(0);
  return {
    _id: String(doc._id),
    title: doc.title ?? "",
    company: doc.company ?? "",
    location: doc.location ?? "",
    description: doc.description ?? "",
    link: doc.link ?? "",
    imageUrl: doc.imageUrl ?? "",
    isApproved: Boolean(doc.isApproved),
    createdAt: createdAt.toISOString(),
    employmentType: (doc.employmentType ?? []).filter((type): type is EmploymentType =>
      (EMPLOYMENT_TYPES as readonly string[]).includes(type),
    ),
    workplace: (WORKPLACES as readonly string[]).includes(doc.workplace ?? "")
      ? (doc.workplace as Workplace)
      : "",
    applicantLocation: doc.applicantLocation ?? "",
    salary: toSalary(doc.salary),
    applyUrl: doc.applyUrl ?? "",
    applyEmail: doc.applyEmail ?? "",
    validThrough: effectiveValidThrough({ ...doc, createdAt }).toISOString(),
    status: doc.status === "filled" || doc.status === "closed" ? doc.status : "open",
    state: jobStateOf({ ...doc, createdAt }, now),
    approvedAt: doc.approvedAt ? new Date(doc.approvedAt).toISOString() : null,
    employerSize: typeof doc.employerSize === "number" ? doc.employerSize : null,
    companyRef: doc.companyRef?.slug
      ? {
          slug: doc.companyRef.slug,
          name: doc.companyRef.name ?? "",
          website: doc.companyRef.website ?? "",
          logoUrl: doc.companyRef.logoUrl ?? "",
          verified: Boolean(doc.companyRef.verified),
        }
      : null,
    applyMode: doc.applyMode === "onsite" ? "onsite" : "external",
    questions: doc.applyMode === "onsite" ? toQuestions(doc.questions) : [],
    classification: toClassification(doc),
  };
}

function toClassification(doc: LeanJob): JobItem["classification"] {
  if (!doc.family || !isRoleFamily(doc.family) || !doc.seniority || !isSeniority(doc.seniority)) return null;
  const by = doc.classifiedBy === "poster" || doc.classifiedBy === "staff" ? doc.classifiedBy : "rules";
  return { family: doc.family, seniority: doc.seniority, classifiedBy: by };
}
