// Job alerts: double opt-in (the confirm page's button POSTs the token), one-click unsubscribe
// (HMAC-signed token, RFC 8058) and the cron run that mails each due alert the open jobs approved
// since its last mail that match its filters.
import "server-only";
import { createHash, randomUUID } from "node:crypto";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { isShuttingDown } from "@/lib/server/shutdown";
import { DAY_MS } from "@/lib/dates";
import { listJobsApprovedBetween } from "@/lib/jobs/job-listing";
import { describeJobFilters } from "@/lib/jobs/describe-filters";
import { WORKPLACE_LABELS, formatSalary } from "@/lib/jobs/fields";
import { mailSite } from "@/lib/mail/config";
import { deliverMail, queueMail } from "@/lib/mail/send";
import { signToken, verifyToken } from "@/lib/auth/signed-tokens";
import { confirmToken, findOrCreateOptIn, queueConfirmation } from "@/lib/mail/double-opt-in";
import { absoluteUrl, jobPath } from "@/lib/seo/urls";
import type { JobFilters } from "@/lib/jobs/job-schemas";
import { JobAlert, type JobAlertDoc } from "@/models/JobAlert";

/** Alert requests per address per hour past which the form quietly does nothing. */
export const JOB_ALERTS_PER_ADDRESS_PER_HOUR = 5;
/** Alerts one address may hold. */
export const JOB_ALERTS_PER_ADDRESS = 20;
/** How long a cron call holds an alert it is mailing before another call may take it over. */
const CLAIM_MS = 10 * 60 * 1000;
const MAX_JOBS_PER_MAIL = 20;

export const JOB_ALERT_CONFIRM_INVALID =
  "This confirmation link is not valid (it was already used or replaced by a newer one). Set up the alert again to get a new link.";
export const JOB_ALERT_CONFIRM_EXPIRED =
  "This confirmation link has expired. Set up the alert again to get a new link.";
export const JOB_ALERT_UNSUBSCRIBE_INVALID = "This unsubscribe link is not valid.";

export type AlertFilters = Pick<JobFilters, "type" | "workplace" | "q">;
export type AlertFrequency = "daily" | "weekly";

const FREQUENCY_MS: Record<AlertFrequency, number> = { daily: DAY_MS, weekly: 7 * DAY_MS };

function normalise(filters: AlertFilters): AlertFilters {
  return {
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.workplace ? { workplace: filters.workplace } : {}),
    ...(filters.q ? { q: filters.q.trim().toLowerCase() } : {}),
  };
}

function alertKey(email: string, filters: AlertFilters): string {
  const { type = "", workplace = "", q = "" } = normalise(filters);
  return createHash("sha256")
    .update(JSON.stringify([email, type, workplace, q]))
    .digest("hex");
}

const describeFilters = describeJobFilters;

const findOrCreate = (email: string, filters: AlertFilters, frequency: AlertFrequency) =>
  findOrCreateOptIn<JobAlertDoc & { _id: unknown }>(
    JobAlert,
    { key: alertKey(email, filters) },
    { key: alertKey(email, filters), email, filters: normalise(filters), frequency },
  );

/**
 * A request for an alert. A new (or unsubscribed) alert gets a confirmation mail, at most one an
 * hour; an active one just takes the new frequency. Past the per-address limits it does nothing.
 * Returns the id of the mail to deliver, if any (sent after the answer: its timing tells nothing).
 */
export async function requestJobAlert(
  email: string,
  filters: AlertFilters,
  frequency: AlertFrequency,
  now: Date = new Date(),
): Promise<string | null> {
  await connectDb();
  await JobAlert.init();
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const [recent, held] = await Promise.all([
    JobAlert.countDocuments({ email, confirmSentAt: { $gt: hourAgo } }),
    JobAlert.countDocuments({ email }),
  ]);
  const key = alertKey(email, filters);
  const exists = await JobAlert.exists({ key });
  if (recent >= JOB_ALERTS_PER_ADDRESS_PER_HOUR || (!exists && held >= JOB_ALERTS_PER_ADDRESS)) return null;

  const alert = await findOrCreate(email, filters, frequency);
  const id = String(alert._id);
  if (alert.frequency !== frequency) await JobAlert.updateOne({ _id: id }, { $set: { frequency } });
  if (alert.state === "active") return null;
  return queueConfirmation({
    model: JobAlert,
    row: alert,
    to: email,
    template: "jobAlertConfirmation",
    data: (confirmUrl) => ({ confirmUrl, summary: describeFilters(normalise(filters)) }),
    confirmPath: "/jobs/alerts/confirm",
    logPrefix: "job-alert-confirm",
    now,
  });
}

/** The confirm page's button: the alert becomes active and covers jobs approved from now on. */
export async function confirmJobAlert(token: string, now: Date = new Date()): Promise<void> {
  await connectDb();
  await confirmToken({
    model: JobAlert,
    token,
    invalidMessage: JOB_ALERT_CONFIRM_INVALID,
    expiredMessage: JOB_ALERT_CONFIRM_EXPIRED,
    activate: (at) => ({ cursor: at, lastSentAt: null }),
    now,
  });
}

/** One-click unsubscribe of one alert: at once, no sign-in, twice is fine. */
export async function unsubscribeJobAlert(token: string): Promise<void> {
  await connectDb();
  const id = verifyToken("jobAlertUnsubscribe", token);
  if (!id) throw notFound(JOB_ALERT_UNSUBSCRIBE_INVALID);
  const result = await JobAlert.updateOne(
    { _id: id },
    { $set: { state: "unsubscribed", confirmTokenHash: null, confirmExpiresAt: null } },
  );
  if (result.matchedCount === 0) throw notFound(JOB_ALERT_UNSUBSCRIBE_INVALID);
}

export function jobAlertUnsubscribeUrl(alertId: string): string {
  return `${mailSite().url}/jobs/alerts/unsubscribe?token=${encodeURIComponent(signToken("jobAlertUnsubscribe", alertId))}`;
}

type DueAlert = {
  _id: unknown;
  email: string;
  filters?: AlertFilters | null;
  frequency: AlertFrequency;
  cursor?: Date | null;
  confirmedAt?: Date | null;
  lastSentAt?: Date | null;
};

export type JobAlertRunCounts = { due: number; sent: number; empty: number; skipped: number; failed: number };

/**
 * Mails every due alert (never mailed, or its frequency has passed since its last mail) the open
 * jobs approved after its cursor that match its filters, then moves the cursor to this run's time.
 * Each alert is claimed (conditional update, read back) before its mail, and the mail's log id
 * `job-alert:{alert}:{cursor}` is unique, so concurrent calls mail each window once.
 */
export async function runJobAlerts(now: Date = new Date()): Promise<JobAlertRunCounts> {
  await connectDb();
  const counts: JobAlertRunCounts = { due: 0, sent: 0, empty: 0, skipped: 0, failed: 0 };
  const active = await JobAlert.find({ state: "active" })
    .select("email filters frequency cursor confirmedAt lastSentAt")
    .sort({ _id: 1 })
    .lean<DueAlert[]>();
  for (const alert of active) {
    // A stopping server ends between alerts; the next call mails the ones left (they are still due).
    if (isShuttingDown()) break;
    const last = alert.lastSentAt?.getTime();
    if (last !== undefined && now.getTime() - last < FREQUENCY_MS[alert.frequency]) continue;
    counts.due += 1;
    const outcome = await mailAlert(alert, now);
    counts[outcome] += 1;
  }
  return counts;
}

async function claim(alertId: unknown, now: Date): Promise<string | null> {
  const claimId = randomUUID();
  await JobAlert.updateOne(
    {
      _id: alertId,
      state: "active",
      $or: [{ claimUntil: null }, { claimUntil: { $lt: now } }],
    },
    { $set: { claimId, claimUntil: new Date(now.getTime() + CLAIM_MS) } },
  );
  const read = await JobAlert.findById(alertId).select("claimId").lean();
  return read?.claimId === claimId ? claimId : null;
}

async function mailAlert(alert: DueAlert, now: Date): Promise<"sent" | "empty" | "skipped" | "failed"> {
  const claimId = await claim(alert._id, now);
  if (!claimId) return "skipped";
  const id = String(alert._id);
  const release = () =>
    JobAlert.updateOne({ _id: id, claimId }, { $set: { claimId: null, claimUntil: null } });
  try {
    // Re-read under the claim: another call may have mailed this window meanwhile.
    const fresh = await JobAlert.findById(id).select("state cursor confirmedAt lastSentAt").lean();
    if (
      fresh?.state !== "active" ||
      (fresh.lastSentAt?.getTime() ?? null) !== (alert.lastSentAt?.getTime() ?? null)
    ) {
      await release();
      return "skipped";
    }
    const since = fresh.cursor ?? fresh.confirmedAt ?? now;
    const filters = alert.filters ?? {};
    const jobs = await listJobsApprovedBetween(filters, since, now, MAX_JOBS_PER_MAIL);
    if (jobs.length === 0) {
      await release();
      return "empty";
    }
    const site = mailSite();
    const queued = await queueMail({
      to: alert.email,
      template: "jobAlert",
      data: {
        summary: describeFilters(filters),
        unsubscribeUrl: jobAlertUnsubscribeUrl(id),
        jobs: jobs.map((job) => ({
          title: job.title || job.company,
          detail: [
            job.title && job.company ? job.company : "",
            job.location,
            job.workplace ? WORKPLACE_LABELS[job.workplace] : "",
            job.salary ? formatSalary(job.salary) : "",
          ]
            .filter(Boolean)
            .join(" · "),
          url: absoluteUrl(site.url, jobPath(job._id)),
        })),
      },
      id: `job-alert:${id}:${since.getTime()}`,
    });
    if (queued.status === "duplicate") {
      // Another call mailed this window; it moves the cursor.
      await release();
      return "skipped";
    }
    // A full mail leaves the rest for the next one: the cursor stops at the last job it listed.
    const last = jobs[jobs.length - 1]?.approvedAt;
    const cursor = jobs.length === MAX_JOBS_PER_MAIL && last ? new Date(last) : now;
    await JobAlert.updateOne(
      { _id: id, lastSentAt: fresh.lastSentAt ?? null },
      { $set: { cursor, lastSentAt: now } },
    );
    await release();
    const status = await deliverMail(queued.id);
    return status === "sent" ? "sent" : "failed";
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}
