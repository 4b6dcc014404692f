// Who runs a job: the member who posted it while signed in, or who later signed in with the address
// a guest gave. Ownership checks for the owner's routes and the dashboard's list.
import "server-only";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";
import { effectiveValidThrough, jobStateOf } from "@/lib/jobs/job-open";
import { stateOf } from "@/lib/moderation/moderation-kinds";
import type { PendingChange } from "@/lib/moderation/pending-changes";
import { countJobStats } from "@/lib/jobs/job-stats";
import { toJobItem, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { countApplicationsByStatus } from "@/lib/applications/applications";
import type { ApplicationStatus } from "@/lib/applications/fields";
import { Job } from "@/models/Job";

export const NOT_YOUR_JOB = "Only the member who posted this job can change it";

export type OwnedJob = {
  _id: unknown;
  owner?: unknown;
  title?: string | null;
  state?: string | null;
  isApproved?: boolean | null;
  status?: string | null;
  validThrough?: Date | null;
  createdAt?: Date | null;
  approvedAt?: Date | null;
  reason?: string | null;
  pendingChange?: PendingChange | null;
};

const OWNED_FIELDS =
  "owner title state isApproved status validThrough createdAt approvedAt reason pendingChange";

/** The job, when `memberId` owns it: 404 when it does not exist, 403 when someone else's. */
export async function getOwnedJob(id: string, memberId: string): Promise<OwnedJob> {
  await connectDb();
  const job = isValidObjectId(id) ? await Job.findById(id).select(OWNED_FIELDS).lean<OwnedJob>() : null;
  if (!job) throw notFound("Job not found");
  if (!job.owner || String(job.owner) !== memberId) throw forbidden(NOT_YOUR_JOB);
  return job;
}

/** A guest's jobs posted with this address join the member who has just proved they own it. */
export async function claimGuestJobs(memberId: string, email: string): Promise<number> {
  await connectDb();
  const result = await Job.updateMany({ submitterEmail: email, owner: null }, { $set: { owner: memberId } });
  return result.modifiedCount;
}

export type DashboardState = "pending" | "approved" | "rejected" | "expired" | "filled" | "closed";

export type DashboardJob = {
  id: string;
  title: string;
  state: DashboardState;
  reason?: string;
  validThrough: string | null;
  views: number;
  applyClicks: number;
  /** The fields an edit waiting for review would change (none: null). */
  pendingChanges: PendingChange | null;
  /** Views and apply clicks per day (YYYY-MM-DD, the site's calendar). */
  days: Array<{ day: string; views: number; applyClicks: number }>;
  /** The job's fields as the edit form shows them (the live version). */
  editable: JobItem;
  /** An on-site job's confirmed applications per status (issue 43). */
  applications: Partial<Record<ApplicationStatus, number>>;
};

/** What the dashboard calls a job: the moderation state first, then its status and expiry. */
export function dashboardStateOf(job: OwnedJob, now: Date = new Date()): DashboardState {
  const moderation = stateOf(job);
  if (moderation !== "approved") return moderation;
  const lifecycle = jobStateOf(job, now);
  return lifecycle === "open" ? "approved" : lifecycle;
}

/** The member's jobs, newest first, with their counts. */
export async function listMemberJobs(memberId: string, now: Date = new Date()): Promise<DashboardJob[]> {
  await connectDb();
  const jobs = await Job.find({ owner: memberId })
    .sort({ createdAt: -1 })
    .limit(500)
    .lean<Array<OwnedJob & LeanJob>>();
  const ids = jobs.map((job) => String(job._id));
  const [stats, applications] = await Promise.all([countJobStats(ids), countApplicationsByStatus(ids)]);
  return jobs.map((job) => {
    const id = String(job._id);
    const state = dashboardStateOf(job, now);
    const counted = stats.get(id) ?? { views: 0, applyClicks: 0, days: [] };
    return {
      id,
      title: job.title ?? "",
      state,
      ...(state === "rejected" && job.reason ? { reason: job.reason } : {}),
      validThrough: job.isApproved
        ? effectiveValidThrough(job).toISOString()
        : (job.validThrough?.toISOString() ?? null),
      views: counted.views,
      applyClicks: counted.applyClicks,
      pendingChanges: job.pendingChange ?? null,
      days: counted.days,
      editable: toJobItem(job, now),
      applications: applications.get(id) ?? {},
    };
  });
}
