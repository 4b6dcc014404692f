// Changes to jobs: a visitor's submission, staff edits, approval, status and deletion.
import "server-only";
import { notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { recordAudit } from "@/lib/staff/audit";
import { deleteStoredImage } from "@/lib/images/images";
import { JOB_FIELDS, toJobItem, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { JOB_KIND } from "@/lib/jobs/job-kind";
import type { CompanyCard } from "@/lib/companies/companies";
import { derivedJobFields, jobEditOf, wordingFindingsOf } from "@/lib/jobs/job-edits";
import { updateItem } from "@/lib/moderation/moderation";
import { applyPendingChange, type AnyModel } from "@/lib/moderation/pending-changes";
import { decideItem } from "@/lib/moderation/moderation-decisions";
import { submissionFields } from "@/lib/moderation/moderation-blocks";
import type { SessionUser } from "@/lib/staff/users";
import type { JobStatus } from "@/lib/jobs/fields";
import { queueJobFilledMail } from "@/lib/jobs/job-mails";
import { emitWebhookEvent } from "@/lib/integrations/webhooks";
import type { JobFields } from "@/lib/jobs/job-schemas";
import { Job, type JobDoc } from "@/models/Job";

/** A visitor's or member's submission (the member owns it): held for review (stored as spam when the submitter is blocked); a visitor cannot set the status. */
export async function createJob(
  fields: JobFields,
  imageUrl?: string,
  submitter: { email?: string; address?: string; owner?: string; company?: CompanyCard } = {},
): Promise<JobItem> {
  await connectDb();
  const moderation = await submissionFields(submitter);
  const { status: _ignored, family: _family, seniority: _seniority, ...rest } = fields;
  void [_ignored, _family, _seniority];
  const doc = await Job.create({
    ...definedOnly(rest),
    ...derivedJobFields(fields, "poster").set,
    ...(imageUrl ? { imageUrl } : {}),
    ...wordingFindingsOf(fields),
    status: "open",
    ...moderation,
    ...(submitter.owner ? { owner: submitter.owner } : {}),
    ...(submitter.company ? { companyRef: submitter.company, company: submitter.company.name } : {}),
  });
  return toJobItem(doc.toObject() as LeanJob);
}

function definedOnly<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

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

async function writeJobUpdate(
  id: string,
  fields: JobFields,
  imageUrl: string | undefined,
  actor: SessionUser,
): Promise<JobItem> {
  const edit = jobEditOf(fields, imageUrl, "staff");
  const set: Record<string, unknown> = { ...edit.set };
  const unset: Record<string, ""> = Object.fromEntries(edit.unset.map((name) => [name, ""]));
  if (fields.validThrough) {
    set.validThrough = fields.validThrough;
    unset.reminderFor = "";
  }
  if (fields.status) Object.assign(set, statusSet(fields.status));
  if (fields.status === "open") Object.assign(unset, { filledAt: "", closedAt: "" });
  const update = { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) };
  return toJobItem(await updateItem<JobDoc, LeanJob>(JOB_KIND, id, update, actor));
}

/**
 * Approves through the moderation decisions (state, audit, cache, the submitter's mail); returns the
 * mail to deliver. A published job with an owner's edit waiting gets the edit applied instead.
 */
export async function approveJob(id: string, actor: SessionUser): Promise<string | undefined> {
  if (await applyJobChange(id, actor)) return undefined;
  return (await decideItem("job", id, "approve", actor)).mailId;
}

/** Applies the owner's edit waiting on a published job; false when there is none. */
async function applyJobChange(id: string, actor: SessionUser): Promise<boolean> {
  await connectDb();
  const live = await Job.findById(id).select("isApproved imageUrl pendingChangeAt title").lean();
  if (!live?.isApproved || !live.pendingChangeAt) return false;
  const applied = await applyPendingChange(Job as unknown as AnyModel, id);
  if (!applied) return false;
  const newImage = applied.set.imageUrl;
  if (typeof newImage === "string" && live.imageUrl && live.imageUrl !== newImage)
    await deleteStoredImage(live.imageUrl);
  await invalidatePublicCache(JOB_KIND.publicTags(id));
  await recordAudit(actor, "job.update", {
    type: "job",
    id,
    summary: `${live.title ?? ""}: owner's edit applied`,
  });
  return true;
}

function statusSet(status: JobStatus): Record<string, unknown> {
  if (status === "open") return { status };
  const now = new Date();
  return status === "filled" ? { status, filledAt: now, closedAt: now } : { status, closedAt: now };
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
  if (change.status === "open") Object.assign(unset, { filledAt: "", closedAt: "" });
  if (change.validThrough) {
    set.validThrough = change.validThrough;
    unset.reminderFor = "";
  }
  await Job.updateOne({ _id: id }, { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) });
  const doc = await Job.findById(id).select(JOB_FIELDS).lean<LeanJob>();
  if (!doc) throw notFound("Job not found");
  if (doc.isApproved) await invalidatePublicCache(JOB_KIND.publicTags(id));
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
