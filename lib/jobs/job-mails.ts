// Mails to a job's poster (jobs that carry `submitterEmail`): "marked filled" when staff say so, and
// a reminder JOB_REMINDER_DAYS before expiry, sent by the job-alerts cron call.
import "server-only";
import { after } from "next/server";
import { connectDb } from "@/lib/db";
import { addDaysTo, formatLongDate } from "@/lib/dates";
import { openJobFilter } from "@/lib/jobs/job-open";
import { JOB_REMINDER_DAYS } from "@/lib/jobs/fields";
import { mailSite } from "@/lib/mail/config";
import { deliverMail, queueMail } from "@/lib/mail/send";
import { absoluteUrl, jobPath } from "@/lib/seo/urls";
import { Job } from "@/models/Job";

export const MEMBER_JOBS_PATH = "/account/jobs";

type PosterJob = {
  _id: unknown;
  title?: string | null;
  company?: string | null;
  submitterEmail?: string | null;
};

const titleOf = (job: PosterJob) => job.title || job.company || "your job";

/** Delivers after the answer inside a request; at once elsewhere (scripts, cron loops). */
function deliverSoon(id: string): Promise<unknown> {
  try {
    after(() => deliverMail(id).catch(() => undefined));
    return Promise.resolve();
  } catch {
    return deliverMail(id);
  }
}

/** The "your job is filled" mail, once per time the job is marked filled. */
export async function queueJobFilledMail(id: string, now: Date = new Date()): Promise<void> {
  await connectDb();
  const job = await Job.findById(id).select("title company submitterEmail").lean<PosterJob>();
  if (!job?.submitterEmail) return;
  const queued = await queueMail({
    to: job.submitterEmail,
    template: "jobFilled",
    data: { title: titleOf(job), jobUrl: absoluteUrl(mailSite().url, jobPath(String(job._id))) },
    id: `job-filled:${String(job._id)}:${now.getTime()}`,
  });
  if (queued.status !== "duplicate") await deliverSoon(queued.id);
}

/**
 * Reminders for open jobs expiring within JOB_REMINDER_DAYS: each job is claimed with a conditional
 * update (`reminderFor` = the validThrough it is about) before its mail, so concurrent calls send it
 * once; an extension clears the claim so the new date gets its own reminder.
 */
export async function sendJobReminders(now: Date = new Date()): Promise<number> {
  await connectDb();
  const soon = addDaysTo(now, JOB_REMINDER_DAYS);
  const candidates = await Job.find({
    ...openJobFilter(now),
    $and: [{ validThrough: { $lte: soon } }, { submitterEmail: { $nin: [null, ""] } }],
  })
    .select("title company submitterEmail validThrough reminderFor")
    .lean<(PosterJob & { validThrough: Date; reminderFor?: Date | null })[]>();
  let sent = 0;
  for (const job of candidates) {
    if (job.reminderFor && job.reminderFor.getTime() === job.validThrough.getTime()) continue;
    const claim = await Job.updateOne(
      { _id: job._id, validThrough: job.validThrough, reminderFor: { $ne: job.validThrough } },
      { $set: { reminderFor: job.validThrough } },
    );
    if (claim.modifiedCount !== 1 || !job.submitterEmail) continue;
    const queued = await queueMail({
      to: job.submitterEmail,
      template: "jobReminder",
      data: {
        title: titleOf(job),
        jobUrl: absoluteUrl(mailSite().url, jobPath(String(job._id))),
        expiresOn: formatLongDate(job.validThrough),
        dashboardUrl: absoluteUrl(mailSite().url, MEMBER_JOBS_PATH),
      },
      id: `job-reminder:${String(job._id)}:${job.validThrough.getTime()}`,
    });
    if (queued.status === "duplicate") continue;
    await deliverMail(queued.id);
    sent += 1;
  }
  return sent;
}
