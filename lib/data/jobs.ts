import "server-only";
import { badRequest, notFound } from "@/lib/api/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import { deleteStoredImage, imageFromForm, saveUploadedImage } from "@/lib/data/images";
import { STAFF_LIST_PAGE_SIZE } from "@/lib/data/events";
import { findPage } from "@/lib/data/paginate";
import { JOB_TEXT_FIELDS, jobFieldsSchema, type JobFields } from "@/lib/validations/job";
import { Job, type JobDoc } from "@/models/Job";

/** Public job list page size, newest first. */
export const JOBS_PAGE_SIZE = 24;

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

/** The job's text fields and optional image from a multipart form; text is validated before the image is stored. */
export async function jobFromForm(form: FormData): Promise<{ fields: JobFields; imageUrl?: string }> {
  const raw: Record<string, string> = {};
  for (const name of JOB_TEXT_FIELDS) {
    const value = form.get(name);
    if (value === null) continue;
    if (typeof value !== "string") throw badRequest(`${name} must be text`);
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

export async function listJobsForStaff({
  status,
  page = 1,
}: { status?: "approved" | "pending"; page?: number } = {}) {
  await connectDb();
  const filter = status ? { isApproved: status === "approved" } : {};
  const { docs, pagination } = await findPage<JobDoc, LeanJob>(Job, filter, {
    page,
    pageSize: STAFF_LIST_PAGE_SIZE,
    select: FIELDS,
  });
  return { jobs: docs.map(toJobItem), pagination };
}

/** A visitor's submission: held for review. */
export async function createJob(fields: JobFields, imageUrl?: string): Promise<JobItem> {
  await connectDb();
  const doc = await Job.create({ ...fields, ...(imageUrl ? { imageUrl } : {}), isApproved: false });
  return toJobItem(doc.toObject() as LeanJob);
}

/**
 * Replaces the text fields (an absent field is cleared); the image changes only when a new one is
 * sent, and the stored image it replaces is deleted (a failed update deletes the new one instead).
 */
export async function updateJob(id: string, fields: JobFields, imageUrl?: string): Promise<JobItem> {
  await connectDb();
  const previous = imageUrl ? await Job.findById(id).select("imageUrl").lean<{ imageUrl?: string | null }>() : null;
  try {
    const job = await writeJobUpdate(id, fields, imageUrl);
    if (previous?.imageUrl && previous.imageUrl !== imageUrl) await deleteStoredImage(previous.imageUrl);
    return job;
  } catch (error) {
    if (imageUrl) await deleteStoredImage(imageUrl).catch(() => undefined);
    throw error;
  }
}

async function writeJobUpdate(id: string, fields: JobFields, imageUrl?: string): Promise<JobItem> {
  const set: Record<string, string> = {};
  const unset: Record<string, ""> = {};
  for (const name of JOB_TEXT_FIELDS) {
    const value = fields[name];
    if (value) set[name] = value;
    else unset[name] = "";
  }
  if (imageUrl) set.imageUrl = imageUrl;
  // updateOne then a read: FerretDB's findAndModify does not take a projection.
  const result = await Job.updateOne(
    { _id: id },
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { runValidators: true },
  );
  if (result.matchedCount === 0) throw notFound("Job not found");
  const doc = await Job.findById(id).select(FIELDS).lean<LeanJob>();
  if (!doc) throw notFound("Job not found");
  if (doc.isApproved) await invalidatePublicJob(id);
  return toJobItem(doc);
}

export async function approveJob(id: string): Promise<void> {
  await connectDb();
  const result = await Job.updateOne({ _id: id }, { $set: { isApproved: true } });
  if (result.matchedCount === 0) throw notFound("Job not found");
  if (result.modifiedCount > 0) await invalidatePublicJob(id);
}

export async function deleteJob(id: string): Promise<void> {
  await connectDb();
  const existing = await Job.findById(id).select("isApproved imageUrl").lean();
  if (!existing) throw notFound("Job not found");
  const result = await Job.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound("Job not found");
  if (existing.imageUrl) await deleteStoredImage(existing.imageUrl);
  if (existing.isApproved) await invalidatePublicJob(id);
}

/** Only approved jobs are public: their list and their own page are what a change touches. */
async function invalidatePublicJob(id: string): Promise<void> {
  await invalidatePublicCache([publicTags.jobs, publicTags.job(id)]);
}

/** Throws 404 unless the job exists (checked before an update stores a new image). */
export async function assertJobExists(id: string): Promise<void> {
  await connectDb();
  if (!(await Job.exists({ _id: id }))) throw notFound("Job not found");
}
