import "server-only";
import { invalid, notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { addDaysTo } from "@/lib/dates";
import { recordAudit } from "@/lib/data/audit";
import { deleteStoredImage, imageFromForm, saveUploadedImage } from "@/lib/data/images";
import { effectiveValidThrough, jobStateOf, openJobFilter } from "@/lib/data/job-open";
import { listItemsForStaff, updateItem, type ModeratedKind } from "@/lib/data/moderation";
import { decideItem } from "@/lib/data/moderation-decisions";
import { submissionFields } from "@/lib/data/moderation-blocks";
import { pagination as paginationOf, type Pagination } from "@/lib/data/paginate";
import type { SessionUser } from "@/lib/data/users";
import {
  EMPLOYMENT_TYPES,
  JOB_EXPIRING_SOON_DAYS,
  WORKPLACES,
  type EmploymentType,
  type JobState,
  type JobStatus,
  type Salary,
  type Workplace,
} from "@/lib/jobs/fields";
import { queueJobFilledMail } from "@/lib/data/job-mails";
import { emitWebhookEvent } from "@/lib/data/webhooks";
import { JOB_FORM_FIELDS, jobFieldsSchema, type JobFields, type JobFilters } from "@/lib/validations/job";
import { optionalEmailSchema } from "@/lib/validations/common";
import { Job, type JobDoc } from "@/models/Job";
import { JOBS_PAGE_SIZE, STAFF_LIST_PAGE_SIZE } from "@/lib/constants";

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
};

const FIELDS =
  "title company location description link imageUrl isApproved createdAt employmentType workplace applicantLocation salary applyUrl applyEmail validThrough status approvedAt";

function toSalary(salary: LeanJob["salary"]): Salary | null {
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
    status: doc.status === "filled" ? "filled" : "open",
    state: jobStateOf({ ...doc, createdAt }, now),
    approvedAt: doc.approvedAt ? new Date(doc.approvedAt).toISOString() : null,
  };
}

/** The submitter's optional `email` field of the public job form. */
export function submitterEmailFromForm(form: FormData): string | undefined {
  const value = form.get("email");
  if (value === null) return undefined;
  if (typeof value !== "string") throw invalid("email must be text");
  return optionalEmailSchema.parse(value);
}

/** The job's fields and optional image from a multipart form; fields are validated before the image is stored. */
export async function jobFromForm(form: FormData): Promise<{ fields: JobFields; imageUrl?: string }> {
  const raw: Record<string, string | string[]> = {};
  for (const name of JOB_FORM_FIELDS) {
    const values = form.getAll(name);
    if (values.length === 0) continue;
    for (const value of values) if (typeof value !== "string") throw invalid(`${name} must be text`);
    const texts = values as string[];
    raw[name] = name === "employmentType" ? texts : texts[texts.length - 1]!;
  }
  const fields = jobFieldsSchema.parse(raw);
  const image = imageFromForm(form, "image");
  const imageUrl = image ? await saveUploadedImage(image) : undefined;
  return { fields, imageUrl };
}

// ---- the public listing: filters and counts ----

export type JobFacets = {
  type: Record<EmploymentType, number>;
  workplace: Record<Workplace, number>;
  withSalary: number;
};

export type JobListing = { jobs: JobItem[]; pagination: Pagination; facets: JobFacets };

type FacetRow = {
  _id: unknown;
  createdAt?: Date | null;
  employmentType?: string[] | null;
  workplace?: string | null;
  salary?: LeanJob["salary"];
};

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * `base` narrowed to jobs whose title, company, location or description contains `q` (any case).
 * The condition goes under `$and`, so the base's own fields (and its `$or`) stay where indexes see them.
 */
function withKeyword<T extends Record<string, unknown>>(base: T, q: string | undefined) {
  if (!q) return base;
  const pattern = { $regex: escapeRegex(q), $options: "i" };
  const anyField = {
    $or: [{ title: pattern }, { company: pattern }, { location: pattern }, { description: pattern }],
  };
  return { ...base, $and: [anyField] };
}

type Facet = "type" | "workplace" | "salary";

/** Whether a row passes every filter except `skip` (counts per option ignore their own facet). */
function passes(row: FacetRow, filters: JobFilters, skip?: Facet): boolean {
  if (skip !== "type" && filters.type && !(row.employmentType ?? []).includes(filters.type)) return false;
  if (skip !== "workplace" && filters.workplace && row.workplace !== filters.workplace) return false;
  if (skip !== "salary") {
    const salary = toSalary(row.salary);
    if ((filters.salary || filters.minSalary !== undefined) && !salary) return false;
    if (filters.minSalary !== undefined && salary) {
      const top = salary.max ?? salary.min ?? 0;
      if (top < filters.minSalary) return false;
    }
  }
  return true;
}

function countFacets(rows: FacetRow[], filters: JobFilters): JobFacets {
  const type = Object.fromEntries(EMPLOYMENT_TYPES.map((t) => [t, 0])) as Record<EmploymentType, number>;
  const workplace = Object.fromEntries(WORKPLACES.map((w) => [w, 0])) as Record<Workplace, number>;
  let withSalary = 0;
  for (const row of rows) {
    if (passes(row, filters, "type")) {
      for (const t of new Set(row.employmentType ?? [])) if (t in type) type[t as EmploymentType] += 1;
    }
    if (passes(row, filters, "workplace") && row.workplace && row.workplace in workplace) {
      workplace[row.workplace as Workplace] += 1;
    }
    if (
      passes(row, { ...filters, salary: undefined, minSalary: undefined }, "salary") &&
      toSalary(row.salary)
    ) {
      withSalary += 1;
    }
  }
  return { type, workplace, withSalary };
}

/**
 * One page of jobs (open ones, or every approved one with `includeClosed`) matching the filters,
 * newest first, with how many jobs each filter option would show. The candidates are loaded with
 * a small projection and filtered here, so the counts and the page always agree.
 */
export async function listOpenJobs(
  { page = 1, includeClosed = false, ...filters }: JobFilters & { page?: number; includeClosed?: boolean },
  now: Date = new Date(),
): Promise<JobListing> {
  await connectDb();
  const visible = includeClosed ? { isApproved: true } : openJobFilter(now);
  const rows = await Job.find(withKeyword(visible, filters.q))
    .select("createdAt employmentType workplace salary")
    .lean<FacetRow[]>();
  const matching = rows
    .filter((row) => passes(row, filters))
    .sort((a, b) => {
      const byDate = (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
      return byDate !== 0 ? byDate : String(b._id).localeCompare(String(a._id));
    });
  const ids = matching.slice((page - 1) * JOBS_PAGE_SIZE, page * JOBS_PAGE_SIZE).map((row) => row._id);
  const docs = ids.length
    ? await Job.find({ _id: { $in: ids } })
        .select(FIELDS)
        .lean<LeanJob[]>()
    : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const jobs = ids.flatMap((id) => {
    const doc = byId.get(String(id));
    return doc ? [toJobItem(doc, now)] : [];
  });
  return {
    jobs,
    pagination: paginationOf(page, matching.length, JOBS_PAGE_SIZE),
    facets: countFacets(rows, filters),
  };
}

/** Page 1… of the open jobs without filters (the /jobs pages). */
export function listApprovedJobs({ page = 1 }: { page?: number } = {}) {
  return listOpenJobs({ page });
}

export async function listJobsForStaff(options: { status?: "approved" | "pending"; page?: number } = {}) {
  const { docs, pagination } = await listItemsForStaff<JobDoc, LeanJob>(JOB, options);
  const now = new Date();
  return { jobs: docs.map((doc) => toJobItem(doc, now)), pagination };
}

/** Open jobs that expire within JOB_EXPIRING_SOON_DAYS, soonest first (the dashboard). */
export async function listJobsExpiringSoon(now: Date = new Date()): Promise<JobItem[]> {
  await connectDb();
  const until = addDaysTo(now, JOB_EXPIRING_SOON_DAYS).getTime();
  const docs = await Job.find(openJobFilter(now)).select(FIELDS).lean<LeanJob[]>();
  return docs
    .map((doc) => toJobItem(doc, now))
    .filter((job) => new Date(job.validThrough).getTime() <= until)
    .sort((a, b) => a.validThrough.localeCompare(b.validThrough))
    .slice(0, STAFF_LIST_PAGE_SIZE);
}

/** A visitor's submission: held for review (stored as spam when the submitter is blocked); a visitor cannot set the status. */
export async function createJob(
  fields: JobFields,
  imageUrl?: string,
  submitter: { email?: string; address?: string } = {},
): Promise<JobItem> {
  await connectDb();
  const moderation = await submissionFields(submitter);
  const { status: _ignored, ...rest } = fields;
  void _ignored;
  const doc = await Job.create({
    ...definedOnly(rest),
    ...(imageUrl ? { imageUrl } : {}),
    status: "open",
    ...moderation,
  });
  return toJobItem(doc.toObject() as LeanJob);
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const JOB: ModeratedKind<JobDoc> = {
  model: Job,
  type: "job",
  notFoundMessage: "Job not found",
  select: FIELDS,
  publicTags: (id) => [publicTags.jobs, publicTags.job(id)],
};

/**
 * Replaces the fields (an absent field is cleared; validThrough and status are kept unless sent);
 * the image changes only when a new one is sent, and the stored image it replaces is deleted (a
 * failed update deletes the new one instead).
 */
export async function updateJob(
  id: string,
  fields: JobFields,
  imageUrl: string | undefined,
  actor: SessionUser,
): Promise<JobItem> {
  await connectDb();
  const previous = await Job.findById(id).select("imageUrl status").lean<{
    imageUrl?: string | null;
    status?: string | null;
  }>();
  try {
    const job = await writeJobUpdate(id, fields, imageUrl, actor);
    if (imageUrl && previous?.imageUrl && previous.imageUrl !== imageUrl)
      await deleteStoredImage(previous.imageUrl);
    if (fields.status === "filled" && previous?.status !== "filled") await queueJobFilledMail(id);
    if (job.isApproved && fields.status && fields.status !== (previous?.status ?? "open"))
      emitWebhookEvent(fields.status === "filled" ? "job.closed" : "job.published", { id, title: job.title });
    return job;
  } catch (error) {
    if (imageUrl) await deleteStoredImage(imageUrl).catch(() => undefined);
    throw error;
  }
}

/** The fields an edit replaces: cleared when the edit leaves them out. */
const REPLACED_FIELDS = [
  "title",
  "company",
  "location",
  "description",
  "link",
  "employmentType",
  "workplace",
  "applicantLocation",
  "salary",
  "applyUrl",
  "applyEmail",
] as const;

async function writeJobUpdate(
  id: string,
  fields: JobFields,
  imageUrl: string | undefined,
  actor: SessionUser,
): Promise<JobItem> {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ""> = {};
  for (const name of REPLACED_FIELDS) {
    const value = fields[name];
    if (value !== undefined && value !== "") set[name] = value;
    else unset[name] = "";
  }
  if (fields.validThrough) {
    set.validThrough = fields.validThrough;
    unset.reminderFor = "";
  }
  if (fields.status) Object.assign(set, statusSet(fields.status));
  if (fields.status === "open") unset.filledAt = "";
  if (imageUrl) set.imageUrl = imageUrl;
  const update = { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) };
  return toJobItem(await updateItem<JobDoc, LeanJob>(JOB, id, update, actor));
}

/** Approves through the moderation decisions (state, audit, cache, the submitter's mail); returns the mail to deliver. */
export async function approveJob(id: string, actor: SessionUser): Promise<string | undefined> {
  return (await decideItem("job", id, "approve", actor)).mailId;
}

function statusSet(status: JobStatus): Record<string, unknown> {
  return status === "filled" ? { status, filledAt: new Date() } : { status };
}

/**
 * Staff mark a job filled or open again and/or give it a new validThrough (an extension, also
 * before it expires); only what is named changes. The poster hears when it is marked filled.
 */
export async function setJobStatus(
  id: string,
  change: { status?: JobStatus; validThrough?: Date },
  actor: SessionUser,
): Promise<JobItem> {
  await connectDb();
  const previous = await Job.findById(id).select("status isApproved title").lean();
  if (!previous) throw notFound("Job not found");
  const set: Record<string, unknown> = {};
  const unset: Record<string, ""> = {};
  if (change.status) Object.assign(set, statusSet(change.status));
  if (change.status === "open") unset.filledAt = "";
  if (change.validThrough) {
    set.validThrough = change.validThrough;
    unset.reminderFor = "";
  }
  await Job.updateOne({ _id: id }, { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) });
  const doc = await Job.findById(id).select(FIELDS).lean<LeanJob>();
  if (!doc) throw notFound("Job not found");
  if (doc.isApproved) await invalidatePublicCache(JOB.publicTags(id));
  const summary = [
    change.status ? `status ${change.status}` : "",
    change.validThrough ? `valid through ${change.validThrough.toISOString()}` : "",
  ]
    .filter(Boolean)
    .join(", ");
  await recordAudit(actor, "job.status", { type: "job", id, summary: `${doc.title ?? ""}: ${summary}` });
  if (change.status === "filled" && previous.status !== "filled") await queueJobFilledMail(id);
  if (doc.isApproved && change.status && change.status !== (previous.status ?? "open"))
    emitWebhookEvent(change.status === "filled" ? "job.closed" : "job.published", {
      id,
      title: doc.title ?? "",
    });
  return toJobItem(doc);
}

/** Deletes the job and the stored image it owned. */
export async function deleteJob(id: string, actor: SessionUser): Promise<void> {
  await decideItem("job", id, "delete", actor);
}

/** Throws 404 unless the job exists (checked before an update stores a new image). */
export async function assertJobExists(id: string): Promise<void> {
  await connectDb();
  if (!(await Job.exists({ _id: id }))) throw notFound("Job not found");
}

/**
 * Open jobs approved in (since, until] that match an alert's filters, oldest approval first: each
 * job falls in exactly one alert window, so no alert mails it twice.
 */
export async function listJobsApprovedBetween(
  filters: Pick<JobFilters, "type" | "workplace" | "q">,
  since: Date,
  until: Date,
  limit: number,
): Promise<JobItem[]> {
  await connectDb();
  const docs = await Job.find(
    withKeyword(
      {
        ...openJobFilter(until),
        approvedAt: { $gt: since, $lte: until },
        ...(filters.type ? { employmentType: filters.type } : {}),
        ...(filters.workplace ? { workplace: filters.workplace } : {}),
      },
      filters.q,
    ),
  )
    .select(FIELDS)
    .sort({ approvedAt: 1, _id: 1 })
    .limit(limit)
    .lean<LeanJob[]>();
  return docs.map((doc) => toJobItem(doc, until));
}
