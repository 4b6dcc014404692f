// A stored Agenda job's state as staff see it: `running` (locked by a process), `failed` (its last
// run failed and no retry is due), `queued` (due or scheduled, repeating tasks included) or `done`.
import type { Types } from "mongoose";

export const TASK_STATES = ["queued", "running", "done", "failed"] as const;
export type TaskState = (typeof TASK_STATES)[number];

export type StoredJob = {
  _id: Types.ObjectId;
  name: string;
  nextRunAt?: Date | null;
  lockedAt?: Date | null;
  lastRunAt?: Date | null;
  lastFinishedAt?: Date | null;
  failedAt?: Date | null;
  failCount?: number | null;
  failReason?: string | null;
  repeatInterval?: string | number | null;
};

export function taskState(job: StoredJob): TaskState {
  if (job.lockedAt) return "running";
  const lastRunFailed = Boolean(job.failedAt && (!job.lastFinishedAt || job.failedAt >= job.lastFinishedAt));
  // A failed one-off job with a retry scheduled is waiting (queued); out of retries it is failed.
  if (lastRunFailed && (!job.nextRunAt || job.repeatInterval)) return "failed";
  if (job.nextRunAt) return "queued";
  return "done";
}
