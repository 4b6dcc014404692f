// Every background task by name, with how it repeats and retries. The handlers live in
// ./task-handlers.ts (they load the domains' code); this list is what the queue and the admin
// screen know about.
import { PUBLISH_CHECK_INTERVAL_MS } from "@/lib/constants";
import { WEBHOOK_SWEEP_INTERVAL_MS } from "@/lib/integrations/webhook-retry";
import {
  APPLICATION_DIGEST_INTERVAL_MS,
  APPLICATION_PRUNE_INTERVAL_MS,
} from "@/lib/applications/application-timing";

export type TaskSpec = {
  /** Runs once per period across all processes (one document in the queue). */
  everyMs?: number;
  /** Retries after a failure (exponential back-off from retryDelayMs) before it stays `failed`. */
  retries?: number;
  retryDelayMs?: number;
  /** Jobs of this name at once in one process. */
  concurrency?: number;
  /** Removed from the queue once they succeed (a failed one stays for staff). */
  removeOnComplete?: boolean;
};

export const TASKS = {
  "posts.publish-due": { everyMs: PUBLISH_CHECK_INTERVAL_MS, retries: 0 },
  "webhooks.deliver-due": { everyMs: WEBHOOK_SWEEP_INTERVAL_MS, retries: 0 },
  "imports.run-due": { everyMs: 5000, retries: 0 },
  /**
   * One per transactional mail, due one lease after the mail was written: sends it unless the
   * writer's own attempt already did (a crash, SMTP down), retried with back-off, then failed.
   */
  "mail.send": { retries: 4, concurrency: 2, removeOnComplete: true },
  /** Mails written before they had a job of their own, left `queued` by a process that stopped. */
  "mail.send-waiting": { everyMs: 15_000, retries: 0 },
  "newsletter.digest": { retries: 5, concurrency: 1 },
  "comments.digest": { retries: 3, concurrency: 1 },
  "events.reminders": { retries: 3, concurrency: 1 },
  "jobs.alerts": { retries: 3, concurrency: 1 },
  "feeds.rss-import": { retries: 2, concurrency: 1 },
  /** The full export (POST /api/admin/exports), written to the database for download. */
  "exports.site": { retries: 1, concurrency: 1 },
  /** Issue 43: the owners' digest of new applications (one mail per job per hour at most) and retention. */
  "applications.digest": { everyMs: APPLICATION_DIGEST_INTERVAL_MS, retries: 0 },
  "applications.prune": { everyMs: APPLICATION_PRUNE_INTERVAL_MS, retries: 0 },
  /** Expired sign-in codes, sessions and limit windows, and one-off jobs finished 30 days ago. */
  "house.prune": { everyMs: 60 * 60 * 1000, retries: 0 },
  /** The queue's self-check: succeeds, or fails with `data.fail` (shows staff the failed state and retry). */
  "tasks.probe": { retries: 1, retryDelayMs: 200 },
} satisfies Record<string, TaskSpec>;

export type TaskName = keyof typeof TASKS;

export const TASK_NAMES = Object.keys(TASKS) as TaskName[];
