// Background jobs in tests: the cron routes answer 202 with a job id; these wait for the job (run by
// the stack's app servers or a worker) and hand back what it did. Free of Vitest imports.
import mongoose from "mongoose";
import { api, type ApiResponse } from "./server";
import { connectTestDb } from "./db";

type CallOptions = Parameters<typeof api>[1];

export type StoredTask = {
  _id: mongoose.Types.ObjectId;
  name: string;
  data?: Record<string, unknown>;
  lockedAt?: Date | null;
  nextRunAt?: Date | null;
  lastRunAt?: Date | null;
  lastFinishedAt?: Date | null;
  failedAt?: Date | null;
  failReason?: string | null;
  failCount?: number | null;
  result?: Record<string, unknown>;
  lastModifiedBy?: string | null;
  lockedBy?: string | null;
};

export async function taskCollection() {
  const { connection } = await connectTestDb();
  return connection.db!.collection<StoredTask>("agendaJobs");
}

/** Puts a due one-off job on the queue as Agenda stores it; the stack's workers take it. */
export async function enqueueJob(name: string, data: Record<string, unknown>): Promise<string> {
  const tasks = await taskCollection();
  const inserted = await tasks.insertOne({
    _id: new mongoose.Types.ObjectId(),
    name,
    data,
    nextRunAt: new Date(),
    ...({ type: "normal", priority: 0 } as object),
  });
  return String(inserted.insertedId);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the job has finished a run (or failed past its retries); resolves with the stored job. */
export async function waitForTask(id: string, timeoutMs = 120_000): Promise<StoredTask> {
  const tasks = await taskCollection();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await tasks.findOne({ _id: new mongoose.Types.ObjectId(id) });
    if (job && !job.lockedAt && job.lastFinishedAt && !job.nextRunAt) return job;
    if (Date.now() > deadline) throw new Error(`Task ${id} did not finish: ${JSON.stringify(job)}`);
    await sleep(200);
  }
}

/**
 * Calls a cron route; when it answers 202, waits for its job and answers like the route used to
 * before the queue: `{ success, ...what the job did }` (the status stays 202).
 */
export async function runCron<T = Record<string, unknown>>(
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const response = await api<{ taskId: string }>(path, { method: "POST", ...options });
  if (response.status !== 202) return response as unknown as ApiResponse<T>;
  const job = await waitForTask(response.json.taskId);
  if (job.failedAt && job.lastFinishedAt && job.failedAt >= job.lastFinishedAt)
    throw new Error(`${path} job failed: ${job.failReason}`);
  return {
    ...response,
    json: { success: true, ...(job.result ?? {}) } as unknown as ApiResponse<T>["json"],
  };
}

/** A transactional mail's log entry as `queueMail` stores it, written directly (no job, no send). */
export function loggedMail(fields: { id: string; to: string; subject: string; at?: Date }) {
  const at = fields.at ?? new Date();
  return {
    _id: fields.id as never,
    to: fields.to,
    kind: "newsletter-confirm",
    subject: fields.subject,
    status: "queued",
    runId: null,
    attempts: 0,
    error: "",
    message: { html: "<p>Hello</p>", text: "Hello" },
    createdAt: at,
    updatedAt: at,
  };
}
