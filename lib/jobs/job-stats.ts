// Views and apply clicks per job and day, counted honestly: at most one view per visitor per day
// (a keyed hash of address, user agent and day; the address is never stored), bots ignored, and
// counts read as the number of rows (no read-then-write $inc).
import "server-only";
import { keyedHash } from "@/lib/auth/signed-tokens";
import { randomBytes } from "node:crypto";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import { toSiteDateInput } from "@/lib/dates";
import { isDuplicateKeyError, notFound } from "@/lib/errors";
import { isOpenJob } from "@/lib/jobs/job-open";
import { isBot } from "@/lib/jobs/bots";
import { Job } from "@/models/Job";
import { JobEvent } from "@/models/JobEvent";

export type JobCounts = {
  views: number;
  applyClicks: number;
  days: Array<{ day: string; views: number; applyClicks: number }>;
};

export type Visitor = { address: string; userAgent: string | null };

/** The visitor's key for one day: an HMAC with the server secret, so the address cannot be recovered. */
function visitorKey(visitor: Visitor, day: string): string {
  return keyedHash("jobViews", `${visitor.address}\n${visitor.userAgent ?? ""}\n${day}`);
}

type OpenJob = {
  _id: unknown;
  applyUrl?: string | null;
  link?: string | null;
  applyEmail?: string | null;
  applyMode?: string | null;
};

/** The job when it is open (public): 404 otherwise. */
async function openJobOrThrow(id: string, now: Date): Promise<OpenJob> {
  await connectDb();
  const job = isValidObjectId(id)
    ? await Job.findById(id)
        .select("isApproved status validThrough createdAt applyUrl link applyEmail applyMode")
        .lean()
    : null;
  if (!job || !isOpenJob(job, now)) throw notFound("Job not found");
  return job;
}

/** Counts a view unless the visitor is a bot or was counted today; true when counted. */
export async function recordJobView(id: string, visitor: Visitor, now: Date = new Date()): Promise<boolean> {
  await openJobOrThrow(id, now);
  if (isBot(visitor.userAgent)) return false;
  const day = toSiteDateInput(now);
  try {
    await JobEvent.create({ _id: `v:${id}:${day}:${visitorKey(visitor, day)}`, job: id, day, kind: "view" });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Counts an apply click (bots ignored) and answers where the job's apply link goes. */
export async function recordApplyClick(
  id: string,
  visitor: Visitor,
  now: Date = new Date(),
): Promise<string> {
  const job = await openJobOrThrow(id, now);
  // An on-site job (issue 43) is applied to on its own page.
  const target =
    job.applyMode === "onsite"
      ? `/jobs/${id}#apply-heading`
      : job.applyUrl || job.link || (job.applyEmail ? `mailto:${job.applyEmail}` : "");
  if (!target) throw notFound("This job has no apply link");
  if (!isBot(visitor.userAgent)) {
    const day = toSiteDateInput(now);
    await JobEvent.create({
      _id: `a:${id}:${randomBytes(12).toString("base64url")}`,
      job: id,
      day,
      kind: "apply",
    });
  }
  return target;
}

/** Totals and per-day counts (newest day first) for each of the jobs. */
export async function countJobStats(jobIds: string[]): Promise<Map<string, JobCounts>> {
  const counts = new Map<string, JobCounts>();
  if (jobIds.length === 0) return counts;
  await connectDb();
  const rows = await JobEvent.find({ job: { $in: jobIds } })
    .select("job day kind")
    .lean();
  const days = new Map<string, Map<string, { views: number; applyClicks: number }>>();
  for (const row of rows) {
    const id = String(row.job);
    const entry = counts.get(id) ?? { views: 0, applyClicks: 0, days: [] };
    const perDay = days.get(id) ?? new Map<string, { views: number; applyClicks: number }>();
    const day = perDay.get(row.day) ?? { views: 0, applyClicks: 0 };
    if (row.kind === "view") {
      entry.views += 1;
      day.views += 1;
    } else {
      entry.applyClicks += 1;
      day.applyClicks += 1;
    }
    perDay.set(row.day, day);
    days.set(id, perDay);
    counts.set(id, entry);
  }
  for (const [id, entry] of counts) {
    entry.days = [...(days.get(id) ?? new Map()).entries()]
      .map(([day, value]) => ({ day, ...value }))
      .sort((a, b) => b.day.localeCompare(a.day));
  }
  return counts;
}
