// The hourly `house.prune` task (issue 42: pruning is a job on the queue), run here by the stack's
// workers as the queue runs it: expired sign-in codes, sessions and limit windows go, and one-off jobs
// finished more than 30 days ago; what is still current, and every repeating task, stays.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MemberSession } from "@/models/MemberSession";
import { MemberSignIn } from "@/models/MemberSignIn";
import { RateLimit } from "@/models/RateLimit";
import { TASKS } from "@/lib/tasks/task-names";
import { connectAroundFile } from "../../helpers/db-hooks";
import { enqueueJob, taskCollection, waitForTask } from "../../helpers/tasks";

connectAroundFile();

const TAG = `prune${randomBytes(4).toString("hex")}`;
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const memberId = new mongoose.Types.ObjectId();
const oldTask = new mongoose.Types.ObjectId();
const recentTask = new mongoose.Types.ObjectId();
let result: Record<string, unknown> | undefined;

beforeAll(async () => {
  await MemberSignIn.create([
    { email: `${TAG}-old@example.test`, codeHash: "x", tokenHash: "x", expiresAt: ago(2 * DAY) },
    {
      email: `${TAG}-new@example.test`,
      codeHash: "y",
      tokenHash: "y",
      expiresAt: new Date(Date.now() + 600_000),
    },
  ]);
  await MemberSession.create([
    { _id: `${TAG}-ended`, memberId, method: "code", expiresAt: ago(2 * DAY), lastSeenAt: ago(40 * DAY) },
    {
      _id: `${TAG}-live`,
      memberId,
      method: "code",
      expiresAt: new Date(Date.now() + DAY),
      lastSeenAt: new Date(),
    },
  ]);
  await RateLimit.create([
    { _id: new mongoose.Types.ObjectId(), key: `${TAG}:ended`, count: 3, expiresAt: ago(60_000) },
    {
      _id: new mongoose.Types.ObjectId(),
      key: `${TAG}:open`,
      count: 1,
      expiresAt: new Date(Date.now() + 60_000),
    },
  ]);
  const tasks = await taskCollection();
  const finished = (id: mongoose.Types.ObjectId, at: Date) => ({
    _id: id,
    name: "tasks.probe",
    data: { tag: TAG },
    nextRunAt: null,
    lockedAt: null,
    lastRunAt: at,
    lastFinishedAt: at,
    ...({ type: "normal", priority: 0 } as object),
  });
  await tasks.insertMany([finished(oldTask, ago(31 * DAY)), finished(recentTask, ago(29 * DAY))]);

  // The task as the queue runs it: a due job of that name, taken by the stack's workers.
  const job = await waitForTask(await enqueueJob("house.prune", { tag: TAG }));
  expect(job.failedAt ?? null).toBeNull();
  result = job.result;
}, 150_000);

afterAll(async () => {
  await MemberSignIn.deleteMany({ email: new RegExp(`^${TAG}-`) });
  await MemberSession.deleteMany({ memberId });
  await RateLimit.deleteMany({ key: new RegExp(`^${TAG}:`) });
  await (await taskCollection()).deleteMany({ "data.tag": TAG });
});

describe("the house.prune task", () => {
  it("repeats every hour on the one queue", () => {
    expect(TASKS["house.prune"]).toMatchObject({ everyMs: 60 * 60 * 1000 });
  });

  it("removes expired sign-in codes, ended sessions and limit windows, and keeps current ones", async () => {
    expect(await MemberSignIn.countDocuments({ email: `${TAG}-old@example.test` })).toBe(0);
    expect(await MemberSignIn.countDocuments({ email: `${TAG}-new@example.test` })).toBe(1);
    expect(await MemberSession.countDocuments({ _id: `${TAG}-ended` })).toBe(0);
    expect(await MemberSession.countDocuments({ _id: `${TAG}-live` })).toBe(1);
    expect(await RateLimit.countDocuments({ key: `${TAG}:ended` })).toBe(0);
    expect(await RateLimit.countDocuments({ key: `${TAG}:open` })).toBe(1);
    expect(result).toMatchObject({
      signIns: expect.any(Number),
      sessions: expect.any(Number),
      limitWindows: expect.any(Number),
      tasks: expect.any(Number),
    });
  });

  it("removes one-off jobs finished more than 30 days ago, and keeps newer ones and repeating tasks", async () => {
    const tasks = await taskCollection();
    expect(await tasks.countDocuments({ _id: oldTask })).toBe(0);
    expect(await tasks.countDocuments({ _id: recentTask })).toBe(1);
    expect(await tasks.countDocuments({ name: "posts.publish-due" })).toBe(1);
  });
});
