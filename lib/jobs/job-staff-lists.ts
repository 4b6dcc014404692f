// The staff's lists of jobs: the moderation list and the dashboard's "expiring soon".
import "server-only";
import { connectDb } from "@/lib/db";
import { addDaysTo } from "@/lib/dates";
import { JOB_KIND } from "@/lib/jobs/job-kind";
import { JOB_FIELDS, toJobItem, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { openJobFilter } from "@/lib/jobs/job-open";
import { listItemsForStaff } from "@/lib/moderation/moderation";
import { JOB_EXPIRING_SOON_DAYS } from "@/lib/jobs/fields";
import { Job, type JobDoc } from "@/models/Job";
import { STAFF_LIST_PAGE_SIZE } from "@/lib/constants";

export async function listJobsForStaff(options: { status?: "approved" | "pending"; page?: number } = {}) {
  const { docs, pagination } = await listItemsForStaff<JobDoc, LeanJob>(JOB_KIND, options);
  const now = new Date();
  return { jobs: docs.map((doc) => toJobItem(doc, now)), pagination };
}

/** Open jobs that expire within JOB_EXPIRING_SOON_DAYS, soonest first (the dashboard). */
export async function listJobsExpiringSoon(now: Date = new Date()): Promise<JobItem[]> {
  await connectDb();
  const until = addDaysTo(now, JOB_EXPIRING_SOON_DAYS).getTime();
  const docs = await Job.find(openJobFilter(now)).select(JOB_FIELDS).lean<LeanJob[]>();
  return docs
    .map((doc) => toJobItem(doc, now))
    .filter((job) => new Date(job.validThrough).getTime() <= until)
    .sort((a, b) => a.validThrough.localeCompare(b.validThrough))
    .slice(0, STAFF_LIST_PAGE_SIZE);
}
