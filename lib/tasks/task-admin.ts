// The queue as staff see it (GET /api/admin/tasks, the "Background tasks" screen): each job with
// one of four states, and the retry of a failed one.
import "server-only";
import mongoose from "mongoose";
import { connectDb } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { TASK_COLLECTION } from "./queue";
import { taskState, type TaskState, type StoredJob } from "./task-state";
import type { TaskView } from "./task-view";
import type { TaskName } from "./task-names";

export { TASK_STATES, type TaskState } from "./task-state";
export type { TaskView } from "./task-view";

const LIST_LIMIT = 200;

async function jobs() {
  const connection = await connectDb();
  const db = connection.connection.db;
  if (!db) throw new Error("Database not connected");
  return db.collection<StoredJob>(TASK_COLLECTION);
}

function view(job: StoredJob): TaskView {
  return {
    id: String(job._id),
    name: job.name,
    state: taskState(job),
    // The failures of the current series, plus the run that succeeded for a finished job.
    attempts: (job.failCount ?? 0) + (taskState(job) === "done" ? 1 : 0),
    lastError: job.failReason ?? null,
    runAt: (job.nextRunAt ?? job.lastRunAt)?.toISOString() ?? null,
    finishedAt: job.lastFinishedAt?.toISOString() ?? null,
  };
}

/** The jobs in one state, the most recently due or finished first (at most 200). */
export async function listTasks(state: TaskState): Promise<TaskView[]> {
  const collection = await jobs();
  // A coarse filter for the database (indexed on lockedAt / nextRunAt), the exact state in code.
  const filter =
    state === "running"
      ? { lockedAt: { $ne: null } }
      : state === "queued"
        ? { lockedAt: null, nextRunAt: { $ne: null } }
        : state === "failed"
          ? { lockedAt: null, failedAt: { $ne: null } }
          : { lockedAt: null, lastFinishedAt: { $ne: null } };
  const rows = await collection
    .find(filter)
    .sort({ lastFinishedAt: -1, nextRunAt: -1, _id: -1 })
    .limit(LIST_LIMIT * 2)
    .toArray();
  return rows
    .filter((row) => taskState(row) === state)
    .slice(0, LIST_LIMIT)
    .map(view);
}

/** The most recent job of `name` whose data holds these values (e.g. an export's job by its id). */
export async function findTaskByData(name: TaskName, data: Record<string, string>): Promise<TaskView | null> {
  const collection = await jobs();
  const filter = Object.fromEntries(Object.entries(data).map(([key, value]) => [`data.${key}`, value]));
  const [job] = await collection
    .find({ name, ...filter })
    .sort({ _id: -1 })
    .limit(1)
    .toArray();
  return job ? view(job) : null;
}

/** Runs a failed job again now (its failure count starts over); 404 unknown, 409 not failed. */
export async function retryTask(id: string): Promise<TaskView> {
  const collection = await jobs();
  if (!mongoose.isValidObjectId(id)) throw notFound("Task not found");
  const _id = new mongoose.Types.ObjectId(id);
  const job = await collection.findOne({ _id });
  if (!job) throw notFound("Task not found");
  if (taskState(job) !== "failed") throw conflict("Only a failed task can be retried");
  const now = new Date();
  const result = await collection.updateOne(
    { _id, lockedAt: null, failedAt: job.failedAt },
    { $set: { nextRunAt: now, failCount: 0 }, $unset: { failedAt: "" } },
  );
  if (result.matchedCount === 0) throw conflict("Only a failed task can be retried");
  return view({ ...job, nextRunAt: now, failCount: 0, failedAt: undefined });
}

/** How long a finished one-off job (done, or failed past its retries) stays on the staff screen. */
export const FINISHED_TASK_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Removes one-off jobs that finished more than FINISHED_TASK_KEPT_MS ago (the hourly `house.prune`
 * task). Repeating tasks keep their one document; a job due again or running is never touched.
 */
export async function pruneFinishedTasks(now = new Date()): Promise<number> {
  const collection = await jobs();
  const { deletedCount } = await collection.deleteMany({
    lastFinishedAt: { $lt: new Date(now.getTime() - FINISHED_TASK_KEPT_MS) },
    nextRunAt: null,
    lockedAt: null,
    type: { $ne: "single" },
  });
  return deletedCount;
}
