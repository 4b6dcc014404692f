// The background job queue as staff see it (issue 42): GET /api/admin/tasks?state= lists jobs with
// their state, attempts and last error; POST /api/admin/tasks/{id}/retry runs a failed one again.
// The jobs are run by the test stack's app servers (they work the queue by default).
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";
import { enqueueJob, runCron, taskCollection, waitForTask } from "../../helpers/tasks";

connectAroundFile();

type TaskRow = {
  id: string;
  name: string;
  state: "queued" | "running" | "done" | "failed";
  attempts: number;
  lastError: string | null;
  runAt: string | null;
  finishedAt: string | null;
};
type ListAnswer = { success: boolean; tasks: TaskRow[] };

const TAG = `tasks${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let profile: TestUser;
let failing = "";

/** A queue self-check job that fails with this file's message (run by the stack's workers). */
const enqueueFailingProbe = () => enqueueJob("tasks.probe", { fail: `${TAG} probe failure` });

const list = (state: string, token = admin.token) =>
  api<ListAnswer>(`/api/admin/tasks?state=${state}`, { token });

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  failing = await enqueueFailingProbe();
  await waitForTask(failing);
});

afterAll(async () => {
  await (await taskCollection()).deleteMany({ "data.fail": `${TAG} probe failure` });
});

describe("GET /api/admin/tasks", () => {
  it("lists a job that failed past its retries as failed, with its error and attempts", async () => {
    const response = await list("failed");
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    const row = response.json.tasks.find((task) => task.id === failing);
    expect(row).toMatchObject({
      name: "tasks.probe",
      state: "failed",
      attempts: 2,
      lastError: `${TAG} probe failure`,
      runAt: expect.any(String),
      finishedAt: expect.any(String),
    });
    expect((await list("done")).json.tasks.some((task) => task.id === failing)).toBe(false);
  });

  it("lists a finished cron job as done and the repeating tasks as queued", async () => {
    const answer = await api<{ taskId: string }>("/api/cron/publish", {
      method: "POST",
      token: process.env.CRON_SECRET,
    });
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({ success: true, taskId: expect.any(String) });
    await waitForTask(answer.json.taskId);
    const done = await list("done");
    expect(done.json.tasks.find((task) => task.id === answer.json.taskId)).toMatchObject({
      name: "posts.publish-due",
      state: "done",
      lastError: null,
    });
    const queued = await list("queued");
    expect(queued.json.tasks.map((task) => task.name)).toEqual(
      expect.arrayContaining(["posts.publish-due", "webhooks.deliver-due", "mail.send-waiting"]),
    );
  });

  it("answers 400 for an unknown state", async () => {
    const response = await list("stuck");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      success: false,
      message: "state must be one of queued, running, done, failed",
    });
  });

  it("refuses the profile role (403) and callers without a session (401)", async () => {
    expect((await list("failed", profile.token)).status).toBe(403);
    const anonymous = await api("/api/admin/tasks?state=failed");
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.success).toBe(false);
  });
});

describe("POST /api/admin/tasks/{id}/retry", () => {
  it("runs a failed job again: it is queued at once, then fails anew with a later finish", async () => {
    const before = (await list("failed")).json.tasks.find((task) => task.id === failing)!;
    const response = await api<{ task: TaskRow }>(`/api/admin/tasks/${failing}/retry`, {
      method: "POST",
      token: admin.token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, message: "Task queued again" });
    expect(response.json.task).toMatchObject({ id: failing, state: "queued", attempts: 0 });
    const after = await waitForTask(failing);
    expect(after.failReason).toBe(`${TAG} probe failure`);
    expect(after.lastFinishedAt!.getTime()).toBeGreaterThan(new Date(before.finishedAt!).getTime());
    const row = (await list("failed")).json.tasks.find((task) => task.id === failing);
    expect(row).toMatchObject({ state: "failed", attempts: 2 });
  });

  it("answers 409 for a job that has not failed", async () => {
    const answer = await runCron("/api/cron/webhooks", { token: process.env.CRON_SECRET });
    expect(answer.status).toBe(202);
    const done = (await list("done")).json.tasks.find((task) => task.name === "webhooks.deliver-due");
    const response = await api(`/api/admin/tasks/${done!.id}/retry`, { method: "POST", token: admin.token });
    expect(response.status).toBe(409);
    expect(response.json).toEqual({ success: false, message: "Only a failed task can be retried" });
  });

  it("answers 404 for an unknown job and 400 for a malformed id", async () => {
    const unknown = await api(`/api/admin/tasks/${new mongoose.Types.ObjectId()}/retry`, {
      method: "POST",
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Task not found" });
    const malformed = await api("/api/admin/tasks/not-an-id/retry", { method: "POST", token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.json.success).toBe(false);
  });

  it("refuses the profile role (403)", async () => {
    const response = await api(`/api/admin/tasks/${failing}/retry`, { method: "POST", token: profile.token });
    expect(response.status).toBe(403);
  });
});
