// What an owner does from the dashboard: edit (a published job's edit waits for review while the
// live version stays), mark filled, close, extend the run, and relist an expired or filled job.
import "server-only";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { addDaysTo } from "@/lib/dates";
import { invalid } from "@/lib/errors";
import { deleteStoredImage } from "@/lib/images/images";
import { jobEditOf } from "@/lib/jobs/job-edits";
import { JOB_KIND } from "@/lib/jobs/job-kind";
import { effectiveValidThrough } from "@/lib/jobs/job-open";
import { dashboardStateOf, getOwnedJob, type DashboardState } from "@/lib/jobs/job-owners";
import { proposeChange, type AnyModel } from "@/lib/moderation/pending-changes";
import { emitWebhookEvent } from "@/lib/integrations/webhooks";
import { JOB_MAX_VALID_DAYS } from "@/lib/jobs/fields";
import type { JobFields } from "@/lib/jobs/job-schemas";
import { Job } from "@/models/Job";

export type OwnerActionResult = { id: string; state: DashboardState; validThrough: string | null };

async function resultOf(id: string, memberId: string): Promise<OwnerActionResult> {
  const job = await getOwnedJob(id, memberId);
  return {
    id,
    state: dashboardStateOf(job),
    validThrough: job.isApproved ? effectiveValidThrough(job).toISOString() : null,
  };
}

/**
 * The owner's edit: a published job keeps its live version and the edit waits for a moderator
 * (replacing an earlier waiting edit); a job not yet published is changed at once and (when it was
 * rejected) goes back to review. Returns whether the edit waits.
 */
export async function updateOwnJob(
  id: string,
  memberId: string,
  fields: JobFields,
  imageUrl: string | undefined,
): Promise<{ pending: boolean }> {
  const job = await getOwnedJob(id, memberId);
  const edit = jobEditOf(fields, imageUrl);
  if (job.isApproved) {
    const replaced = await proposeChange(Job as unknown as AnyModel, id, edit);
    const oldImage = replaced?.set.imageUrl;
    if (typeof oldImage === "string" && oldImage !== imageUrl) await deleteStoredImage(oldImage);
    return { pending: true };
  }
  await connectDb();
  const previous = await Job.findById(id).select("imageUrl").lean();
  await Job.updateOne(
    { _id: id },
    {
      $set: { ...edit.set, state: "pending" },
      $unset: { ...Object.fromEntries(edit.unset.map((name) => [name, ""])), reason: "", spam: "" },
    },
    { runValidators: true },
  );
  if (imageUrl && previous?.imageUrl && previous.imageUrl !== imageUrl)
    await deleteStoredImage(previous.imageUrl);
  return { pending: false };
}

/** A published, unexpired job leaves every list now: marked filled, or closed by its owner. */
export async function endOwnJob(
  id: string,
  memberId: string,
  status: "filled" | "closed",
): Promise<OwnerActionResult> {
  const job = await getOwnedJob(id, memberId);
  const state = dashboardStateOf(job);
  if (state !== "approved" && state !== "expired" && !(state === "pending" && status === "closed"))
    throw invalid(`A ${state} job cannot be marked ${status}`);
  await Job.updateOne(
    { _id: id },
    { $set: { status, closedAt: new Date(), ...(status === "filled" ? { filledAt: new Date() } : {}) } },
  );
  if (job.isApproved) {
    await invalidatePublicCache(JOB_KIND.publicTags(id));
    if (state === "approved") emitWebhookEvent("job.closed", { id, title: job.title ?? "" });
  }
  return resultOf(id, memberId);
}

export const EXTEND_LIMIT_MESSAGE = `A job's run can end at most ${JOB_MAX_VALID_DAYS} days after its approval`;

/** Adds `days` to a published job's run (from its end, or from now once expired), within the cap. */
export async function extendOwnJob(
  id: string,
  memberId: string,
  days: number,
  now: Date = new Date(),
): Promise<OwnerActionResult> {
  const job = await getOwnedJob(id, memberId);
  const state = dashboardStateOf(job, now);
  if (state !== "approved" && state !== "expired")
    throw invalid(`Only a published job can be extended (this one is ${state})`);
  const end = effectiveValidThrough(job);
  const from = end.getTime() > now.getTime() ? end : now;
  const next = addDaysTo(from, days);
  const approvedAt = job.approvedAt ?? job.createdAt ?? now;
  if (next.getTime() > addDaysTo(approvedAt, JOB_MAX_VALID_DAYS).getTime())
    throw invalid(EXTEND_LIMIT_MESSAGE);
  await Job.updateOne({ _id: id }, { $set: { validThrough: next }, $unset: { reminderFor: "" } });
  await invalidatePublicCache(JOB_KIND.publicTags(id));
  return resultOf(id, memberId);
}

/** An expired, filled or closed job goes back through review; approval starts a new 30-day run. */
export async function relistOwnJob(id: string, memberId: string): Promise<OwnerActionResult> {
  const job = await getOwnedJob(id, memberId);
  const state = dashboardStateOf(job);
  if (state !== "expired" && state !== "filled" && state !== "closed")
    throw invalid(`Only an expired, filled or closed job can be relisted (this one is ${state})`);
  await Job.updateOne(
    { _id: id },
    {
      $set: { state: "pending", isApproved: false, status: "open" },
      $unset: {
        validThrough: "",
        approvedAt: "",
        filledAt: "",
        closedAt: "",
        reminderFor: "",
        createdAt: "",
      },
    },
  );
  // A relisted job is new again: its place in the inbox and in the listings is its relisting.
  await Job.collection.updateOne({ _id: job._id as never }, { $set: { createdAt: new Date() } });
  if (job.isApproved) await invalidatePublicCache(JOB_KIND.publicTags(id));
  return resultOf(id, memberId);
}
