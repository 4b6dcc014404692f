// Which jobs are open: THE rule every public list (listings, sitemap, API, alerts, search) uses.
// A job is open when it is approved, not marked filled or closed and its validThrough is still ahead. A job
// stored without validThrough (approved before the field existed, or written by a script) runs
// JOB_DEFAULT_VALID_DAYS from its creation.
import "server-only";
import { publicTags } from "@/lib/cache/public-tags";
import { scheduleTagExpiry } from "@/lib/cache/changes";
import { addDaysTo } from "@/lib/dates";
import { connectDb } from "@/lib/db";
import { JOB_DEFAULT_VALID_DAYS, type JobState } from "@/lib/jobs/fields";
import { Job } from "@/models/Job";

const STRADDLE_MARGIN_MS = 10_000;

/** The MongoDB filter of open jobs at `now`. */
export function openJobFilter(now: Date = new Date()) {
  return {
    isApproved: true,
    status: { $nin: ["filled" as const, "closed" as const] },
    $or: [
      { validThrough: { $gt: now } },
      { validThrough: null, createdAt: { $gt: addDaysTo(now, -JOB_DEFAULT_VALID_DAYS) } },
    ],
  };
}

type Lifecycle = {
  isApproved?: boolean | null;
  status?: string | null;
  validThrough?: Date | string | null;
  createdAt?: Date | string | null;
};

/** When a job stops being offered (the same rule as openJobFilter, for one loaded job). */
export function effectiveValidThrough(job: Lifecycle): Date {
  if (job.validThrough) return new Date(job.validThrough);
  return addDaysTo(job.createdAt ? new Date(job.createdAt) : new Date(0), JOB_DEFAULT_VALID_DAYS);
}

/** open / filled / expired for an approved job (a pending one reads as open: it is not public anyway). */
export function jobStateOf(job: Lifecycle, now: Date = new Date()): JobState {
  if (job.status === "filled" || job.status === "closed") return job.status;
  return effectiveValidThrough(job).getTime() > now.getTime() ? "open" : "expired";
}

export function isOpenJob(job: Lifecycle, now: Date = new Date()): boolean {
  return Boolean(job.isApproved) && jobStateOf(job, now) === "open";
}

/** The soonest instant at which an open job expires, or null when none is open. */
export async function nextJobExpiry(now: Date = new Date()): Promise<Date | null> {
  await connectDb();
  const docs = await Job.find(openJobFilter(now))
    .select("validThrough createdAt")
    .lean<{ validThrough?: Date | null; createdAt?: Date | null }[]>();
  let soonest: number | null = null;
  for (const doc of docs) {
    const at = effectiveValidThrough(doc).getTime();
    if (soonest === null || at < soonest) soonest = at;
  }
  return soonest === null ? null : new Date(soonest);
}

/**
 * Called by every cached job read on a miss: the `jobs:clock` tag it carries expires, on every
 * server, when the next open job does, so listings, pages and the sitemap drop it at that moment
 * without anyone acting (the read after it computes the following expiry).
 */
export async function scheduleNextJobExpiry(now: Date = new Date()): Promise<void> {
  const at = await nextJobExpiry(now);
  if (!at) return;
  await scheduleTagExpiry(publicTags.jobsClock, at);
  // An entry counts as written when it is stored, after its render: one whose render straddled
  // the expiry is caught by the second instant.
  await scheduleTagExpiry(publicTags.jobsClock, new Date(at.getTime() + STRADDLE_MARGIN_MS));
}
