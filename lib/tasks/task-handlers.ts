// What each background task does: the domains' own functions, loaded when a worker starts. A
// handler that throws fails the job (retried with back-off per lib/tasks/task-names.ts, then left
// `failed` for staff to see and retry); counts they return are logged.
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import { deliverMail, deliverMails, sendMailJob } from "@/lib/mail/send";
import { pruneExpiredApplications, sendApplicationDigests } from "@/lib/applications/applications";
import { stuckQueuedMailIds, waitingMailIds } from "@/lib/mail/mail-log";
import {
  claimedMailsOfOpenRuns,
  resumeUnfinishedRuns,
  sendRun,
  startOrResumeDigest,
} from "@/lib/newsletter/newsletter-runs";
import { runCommentDigests } from "@/lib/comments/comment-digest";
import { sendEventReminders } from "@/lib/events/event-mails";
import { sendCpdReminders } from "@/lib/cpd/cpd-reminders";
import { runJobAlerts } from "@/lib/jobs/job-alerts";
import { sendJobReminders } from "@/lib/jobs/job-mails";
import { runRssImport } from "@/lib/feeds/rss-import";
import { runDueImports } from "@/lib/import-export/import-runs";
import { pruneSiteExports, saveSiteExport } from "@/lib/import-export/export-files";
import { runDueWebhookDeliveries } from "@/lib/integrations/webhooks";
import { publishDuePosts } from "@/lib/posts/blog-schedule";
import { getEnv } from "@/lib/env";
import { pruneExpiredSignIns } from "@/lib/members/member-sign-in";
import { pruneExpiredSessions } from "@/lib/members/member-sessions";
import { pruneExpiredWindows } from "@/lib/rate-limit/database-windows";
import { pruneFinishedTasks } from "./task-admin";
import { isShuttingDown } from "@/lib/server/shutdown";
import type { TaskHandler } from "./queue";
import type { TaskName } from "./task-names";

/** Newsletters and digests a stopped process left unfinished, then this period's digest. */
async function newsletterDigest() {
  const counts = await resumeUnfinishedRuns();
  const digestId = await startOrResumeDigest();
  if (digestId) {
    const digest = await sendRun(digestId);
    counts.sent += digest.sent;
    counts.skipped += digest.skipped;
    counts.failed += digest.failed;
  }
  // Confirmation mails that waited (no SMTP at the time, or a failure) get another chance.
  for (const id of await waitingMailIds()) await deliverMail(id);
  if (counts.sent + counts.failed > 0) {
    await recordAudit(null, "newsletter.digest", {
      type: "newsletter",
      summary: `cron: ${counts.sent} sent, ${counts.skipped} skipped, ${counts.failed} failed`,
    });
  }
  // A recipient claimed by a process that died mid-send is taken again once its claim is abandoned:
  // until then the job fails and the queue retries it (after about half a lease).
  // A process told to stop ends its run after the current recipient: another one resumes it.
  if (isShuttingDown()) throw new Error("The process is stopping; the mailing resumes in another");
  const claimed = await claimedMailsOfOpenRuns();
  if (claimed > 0) throw new Error(`${claimed} mails of an open mailing are still claimed; trying again`);
  return counts;
}

/** Transactional mails a crashed process left `queued` for longer than a lease are sent now. */
async function sendStuckMails() {
  const ids = await stuckQueuedMailIds(new Date(Date.now() - getEnv().TASK_LEASE_MS));
  for (const id of ids) await deliverMail(id);
  return { sent: ids.length };
}

export const TASK_HANDLERS: Record<TaskName, TaskHandler> = {
  "posts.publish-due": async () => ({ published: (await publishDuePosts()).length }),
  "webhooks.deliver-due": () => runDueWebhookDeliveries(),
  "imports.run-due": async () => ({ ran: await runDueImports() }),
  "mail.send": (data) => sendMailJob(String(data.id ?? "")),
  "mail.send-waiting": sendStuckMails,
  "newsletter.digest": newsletterDigest,
  "comments.digest": () => runCommentDigests(),
  "events.reminders": async () => ({
    reminded: await sendEventReminders(),
    cpdReminded: await sendCpdReminders(),
  }),
  "jobs.alerts": async () => ({ ...(await runJobAlerts()), reminders: await sendJobReminders() }),
  "feeds.rss-import": () => runRssImport(null),
  "exports.site": (data) => saveSiteExport(String(data.exportId ?? "")),
  "applications.digest": async () => {
    const mailIds = await sendApplicationDigests();
    await deliverMails(mailIds);
    return { mailed: mailIds.length };
  },
  "applications.prune": async () => ({ pruned: await pruneExpiredApplications() }),
  "house.prune": async () => ({
    signIns: await pruneExpiredSignIns(),
    sessions: await pruneExpiredSessions(),
    limitWindows: await pruneExpiredWindows(),
    tasks: await pruneFinishedTasks(),
    exports: await pruneSiteExports(),
  }),
  "tasks.probe": async (data) => {
    if (typeof data.fail === "string" && data.fail) throw new Error(data.fail);
    return { ok: true };
  },
};
