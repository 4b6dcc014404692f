import { describe, expect, it } from "vitest";
import { Types } from "mongoose";
import { taskState, type StoredJob } from "./task-state";

const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
const job = (fields: Partial<StoredJob>): StoredJob => ({ _id: new Types.ObjectId(), name: "x", ...fields });

describe("taskState", () => {
  it("is running while a process holds the lock, whatever else is set", () => {
    expect(taskState(job({ lockedAt: at(5), failedAt: at(1), nextRunAt: at(9) }))).toBe("running");
  });

  it("is queued when a run is due or scheduled, a retry after a failure included", () => {
    expect(taskState(job({ nextRunAt: at(9) }))).toBe("queued");
    expect(taskState(job({ nextRunAt: at(9), failedAt: at(3), lastFinishedAt: at(3) }))).toBe("queued");
  });

  it("is failed when the last run failed and no retry is due", () => {
    expect(taskState(job({ failedAt: at(3), lastFinishedAt: at(3), nextRunAt: null }))).toBe("failed");
  });

  it("shows a repeating task whose last run failed as failed until it runs well", () => {
    const failed = { failedAt: at(3), lastFinishedAt: at(3), nextRunAt: at(13), repeatInterval: 10_000 };
    expect(taskState(job(failed))).toBe("failed");
    expect(taskState(job({ ...failed, lastFinishedAt: at(14), nextRunAt: at(24) }))).toBe("queued");
  });

  it("is done when a one-off run succeeded, even after earlier failures", () => {
    expect(taskState(job({ lastFinishedAt: at(4) }))).toBe("done");
    expect(taskState(job({ failedAt: at(2), lastFinishedAt: at(4) }))).toBe("done");
  });
});
