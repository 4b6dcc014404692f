// The one background job queue (Agenda, jobs kept in MongoDB's `agendaJobs` collection): every
// process that works jobs (an app server unless WORKERS=0, and `npm run worker`) polls it; a job is
// locked by one process at a time, a process that dies leaves its lock to run out (TASK_LEASE_MS)
// and another takes the job over; a repeating task is one document, so it runs once per period
// however many processes work. Kept on globalThis: instrumentation and route bundles each load
// their own copy of this module.
import "server-only";
import mongoose from "mongoose";
import { Agenda, backoffStrategies, type Job } from "agenda";
import { ClaimingMongoBackend } from "./claiming-backend";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { TASKS, type TaskName, type TaskSpec } from "./task-names";

export const TASK_COLLECTION = "agendaJobs";

type QueueState = { agenda?: Promise<Agenda>; working?: Promise<void> };
const KEY = Symbol.for("hr-pulse.task-queue");
const store = globalThis as typeof globalThis & { [KEY]?: QueueState };
const state = (): QueueState => (store[KEY] ??= {});

export type TaskHandler = (data: Record<string, unknown>) => Promise<unknown>;

async function createAgenda(): Promise<Agenda> {
  const connection = await connectDb();
  const db = connection.connection.db;
  if (!db) throw new Error("Database not connected");
  const env = getEnv();
  // The lock index is created by `npm run db:migrate` with the others (ensureIndex off).
  const agenda = new Agenda({
    backend: new ClaimingMongoBackend({ mongo: db, collection: TASK_COLLECTION, ensureIndex: false }),
    name: `${process.pid}`,
    processEvery: env.TASK_POLL_MS,
    maxConcurrency: Math.max(env.WORKERS, 1),
    defaultConcurrency: 1,
    lockLimit: Math.max(env.WORKERS, 1),
    defaultLockLifetime: env.TASK_LEASE_MS,
  });
  agenda.on("error", (error) =>
    console.error(JSON.stringify({ level: "warn", msg: "task queue error", error: String(error) })),
  );
  return agenda;
}

/** The queue, connected (enqueueing needs no worker). */
export function taskQueue(): Promise<Agenda> {
  const s = state();
  s.agenda ??= createAgenda().catch((error) => {
    s.agenda = undefined;
    throw error;
  });
  return s.agenda;
}

async function saveResult(id: string, result: object): Promise<void> {
  const db = (await connectDb()).connection.db;
  await db
    ?.collection(TASK_COLLECTION)
    .updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { result } })
    .catch(() => undefined);
}

/** Runs `handler` while touching the job's lock every third of the lease, so a long run keeps it. */
async function runWithHeartbeat(job: Job, handler: TaskHandler): Promise<void> {
  const lease = getEnv().TASK_LEASE_MS;
  const timer = setInterval(() => void job.touch().catch(() => undefined), Math.max(250, lease / 3));
  try {
    const result = await handler((job.attrs.data ?? {}) as Record<string, unknown>);
    // What the run did (counts), kept on the job for staff and for whoever enqueued it.
    if (result && typeof result === "object" && job.attrs._id)
      await saveResult(String(job.attrs._id), result);
  } finally {
    clearInterval(timer);
  }
}

/** Defines every task on this process's queue and starts taking jobs; repeating tasks are (re)declared. */
export function startWorking(handlers: Record<TaskName, TaskHandler>): Promise<void> {
  const s = state();
  s.working ??= (async () => {
    const agenda = await taskQueue();
    const concurrency = Math.max(getEnv().WORKERS, 1);
    for (const [name, task] of Object.entries(TASKS) as Array<[TaskName, TaskSpec]>) {
      // A process locks no more jobs than it runs: a locked job waiting in one process's memory past
      // its lease would be taken (and run a second time) by another.
      const slots = task.concurrency ?? concurrency;
      agenda.define(name, (job: Job) => runWithHeartbeat(job, handlers[name]), {
        concurrency: slots,
        lockLimit: slots,
        // Jobs made by the thousand (one per mail) leave the queue once done: on FerretDB every poll
        // scans the collection.
        removeOnComplete: task.removeOnComplete ?? false,
        // By default the first retry comes after half a lease: long enough for the claims of a
        // process that died to be abandoned.
        backoff: backoffStrategies.exponential({
          delay: task.retryDelayMs ?? Math.max(1000, getEnv().TASK_LEASE_MS / 2),
          maxRetries: task.retries ?? 3,
        }),
      });
    }
    await agenda.start();
    for (const [name, task] of Object.entries(TASKS) as Array<[TaskName, TaskSpec]>) {
      if (!task.everyMs) continue;
      await agenda.every(task.everyMs, name, undefined, { skipImmediate: false });
      await keepOneRepeatingJob(name);
    }
  })().catch((error) => {
    s.working = undefined;
    throw error;
  });
  return s.working;
}

/**
 * A repeating task is one document (Agenda upserts it by name). Two processes starting at once on
 * FerretDB, whose upsert is a read then a write, can both insert one: every process keeps the oldest
 * and removes the others, so they agree and the task runs once per period.
 */
async function keepOneRepeatingJob(name: string): Promise<void> {
  const db = (await connectDb()).connection.db;
  if (!db) return;
  const jobs = db.collection(TASK_COLLECTION);
  const copies = await jobs.find({ name, type: "single" }).sort({ _id: 1 }).project({ _id: 1 }).toArray();
  if (copies.length > 1) await jobs.deleteMany({ _id: { $in: copies.slice(1).map((copy) => copy._id) } });
}

/** Stops taking jobs and hands back the locks of the ones running here (a graceful stop). */
export async function stopWorking(): Promise<void> {
  const s = state();
  if (!s.working || !s.agenda) return;
  const agenda = await s.agenda;
  await agenda.stop(false);
  s.working = undefined;
}

/** Puts a one-off job on the queue to run at `runAt`; resolves with its id. */
export async function scheduleTask(
  name: TaskName,
  data: Record<string, unknown>,
  runAt: Date,
): Promise<string> {
  const agenda = await taskQueue();
  const job = await agenda.schedule(runAt, name, data);
  return String(job.attrs._id);
}

/** Puts a one-off job on the queue; resolves with its id (the cron routes answer 202 with it). */
export async function enqueueTask(name: TaskName, data: Record<string, unknown> = {}): Promise<string> {
  const agenda = await taskQueue();
  const job = await agenda.now(name, data);
  return String(job.attrs._id);
}
