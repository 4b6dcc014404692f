import "server-only";
import { invalid, notFound } from "@/lib/errors";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { deleteStoredImage, imageFromForm, saveUploadedImage } from "@/lib/data/images";
import { listItemsForStaff, updateItem, type ModeratedKind } from "@/lib/data/moderation";
import { decideItem } from "@/lib/data/moderation-decisions";
import { submissionFields } from "@/lib/data/moderation-blocks";
import { findPage } from "@/lib/data/paginate";
import type { SessionUser } from "@/lib/data/users";
import { JOB_TEXT_FIELDS, jobFieldsSchema, type JobFields } from "@/lib/validations/job";
import { optionalEmailSchema } from "@/lib/validations/common";
import { Job, type JobDoc } from "@/models/Job";
import { JOBS_PAGE_SIZE } from "@/lib/constants";

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
};

const FIELDS = "title company location description link imageUrl isApproved createdAt";

export function toJobItem(doc: LeanJob): JobItem {
  return {
    _id: String(doc._id),
    title: doc.title ?? "",
    company: doc.company ?? "",
    location: doc.location ?? "",
    description: doc.description ?? "",
    link: doc.link ?? "",
    imageUrl: doc.imageUrl ?? "",
    isApproved: Boolean(doc.isApproved),
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  };
}

/** The submitter's optional `email` field of the public job form. */
export function submitterEmailFromForm(form: FormData): string | undefined {
  const value = form.get("email");
  if (value === null) return undefined;
  if (typeof value !== "string") throw invalid("email must be text");
  return optionalEmailSchema.parse(value);
}

/** The job's text fields and optional image from a multipart form; text is validated before the image is stored. */
export async function jobFromForm(form: FormData): Promise<{ fields: JobFields; imageUrl?: string }> {
  const raw: Record<string, string> = {};
  for (const name of JOB_TEXT_FIELDS) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== "string") throw invalid(`${name} must be text`);
    raw[name] = value;
  }
  const fields = jobFieldsSchema.parse(raw);
  const image = imageFromForm(form, "image");
  const imageUrl = image ? await saveUploadedImage(image) : undefined;
  return { fields, imageUrl };
}

export async function listApprovedJobs({ page = 1 }: { page?: number } = {}) {
  await connectDb();
  const { docs, pagination } = await findPage<JobDoc, LeanJob>(
    Job,
    { isApproved: true },
    { page, pageSize: JOBS_PAGE_SIZE, select: FIELDS },
  );
  return { jobs: docs.map(toJobItem), pagination };
}

export async function listJobsForStaff(options: { status?: "approved" | "pending"; page?: number } = {}) {
  const { docs, pagination } = await listItemsForStaff<JobDoc, LeanJob>(JOB, options);
  return { jobs: docs.map(toJobItem), pagination };
}

/** A visitor's submission: held for review (stored as spam when the submitter is blocked). */
export async function createJob(
  fields: JobFields,
  imageUrl?: string,
  submitter: { email?: string; address?: string } = {},
): Promise<JobItem> {
  await connectDb();
  const moderation = await submissionFields(submitter);
  const doc = await Job.create({ ...fields, ...(imageUrl ? { imageUrl } : {}), ...moderation });
  return toJobItem(doc.toObject() as LeanJob);
}

const JOB: ModeratedKind<JobDoc> = {
  model: Job,
  type: "job",
  notFoundMessage: "Job not found",
  select: FIELDS,
  publicTags: (id) => [publicTags.jobs, publicTags.job(id)],
};

/**
 * Replaces the text fields (an absent field is cleared); the image changes only when a new one is
 * sent, and the stored image it replaces is deleted (a failed update deletes the new one instead).
 */
export async function updateJob(
  id: string,
  fields: JobFields,
  imageUrl: string | undefined,
  actor: SessionUser,
): Promise<JobItem> {
  await connectDb();
  const previous = imageUrl
    ? await Job.findById(id).select("imageUrl").lean<{ imageUrl?: string | null }>()
    : null;
  try {
    const job = await writeJobUpdate(id, fields, imageUrl, actor);
    if (previous?.imageUrl && previous.imageUrl !== imageUrl) await deleteStoredImage(previous.imageUrl);
    return job;
  } catch (error) {
    if (imageUrl) await deleteStoredImage(imageUrl).catch(() => undefined);
    throw error;
  }
}

async function writeJobUpdate(
  id: string,
  fields: JobFields,
  imageUrl: string | undefined,
  actor: SessionUser,
): Promise<JobItem> {
  const set: Record<string, string> = {};
  const unset: Record<string, ""> = {};
  for (const name of JOB_TEXT_FIELDS) {
    const value = fields[name];
    if (value) set[name] = value;
    else unset[name] = "";
  }
  if (imageUrl) set.imageUrl = imageUrl;
  const update = { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) };
  return toJobItem(await updateItem<JobDoc, LeanJob>(JOB, id, update, actor));
}

/** Approves through the moderation decisions (state, audit, cache, the submitter's mail); returns the mail to deliver. */
export async function approveJob(id: string, actor: SessionUser): Promise<string | undefined> {
  return (await decideItem("job", id, "approve", actor)).mailId;
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
