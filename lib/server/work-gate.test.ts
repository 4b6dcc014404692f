import { describe, expect, it } from "vitest";
import {
  createWorkGate,
  gateLoad,
  isOverloadedError,
  runInGate,
  type WorkLimits,
} from "@/lib/server/work-gate";

const limits = (overrides: Partial<WorkLimits> = {}): WorkLimits => ({
  concurrency: 1,
  queue: 1,
  maxWaitMs: 1000,
  retryAfterSeconds: 5,
  deadlineMs: 60_000,
  ...overrides,
});

/** A piece of work that runs until `finish()` is called. */
function blocker() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

const READ = { abandonable: true } as const;

describe("work gate", () => {
  it("never turns a write away because reads filled the gate, and gives it the next slot first", async () => {
    const gate = createWorkGate(limits({ concurrency: 1, queue: 1, maxWaitMs: 20 }));
    const slow = blocker();
    const running = runInGate(gate, slow.work, READ);
    const order: string[] = [];
    const queuedRead = rejection(runInGate(gate, async () => order.push("read"), READ));
    // The queue is full and no slot frees within maxWaitMs: a read is turned away, writes wait.
    const writes = [1, 2].map((n) => runInGate(gate, async () => order.push(`write ${n}`), { write: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(isOverloadedError(await queuedRead)).toBe(true);
    slow.finish();
    await Promise.all([running, ...writes]);
    expect(order).toEqual(["write 1", "write 2"]);
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("runs up to `concurrency` at once, queues the next, turns away the one after at once", async () => {
    const gate = createWorkGate(limits({ concurrency: 2, queue: 1 }));
    const [a, b, c] = [blocker(), blocker(), blocker()];
    const running = [runInGate(gate, a.work, READ), runInGate(gate, b.work, READ)];
    const queued = runInGate(gate, c.work, READ);
    expect(gateLoad(gate)).toEqual({ active: 2, waiting: 1 });

    const error = await rejection(runInGate(gate, async () => "never", READ));
    expect(isOverloadedError(error)).toBe(true);
    expect((error as { retryAfterSeconds: number }).retryAfterSeconds).toBe(5);

    a.finish(); // its slot passes to the queued request
    await running[0];
    expect(gateLoad(gate)).toEqual({ active: 2, waiting: 0 });
    b.finish();
    c.finish();
    await Promise.all([running[1], queued]);
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("turns a queued request away when no slot frees up within maxWaitMs", async () => {
    const gate = createWorkGate(limits({ maxWaitMs: 20 }));
    const slow = blocker();
    const running = runInGate(gate, slow.work, READ);
    const error = await rejection(runInGate(gate, async () => "late", READ));
    expect(isOverloadedError(error)).toBe(true);
    expect(gateLoad(gate)).toEqual({ active: 1, waiting: 0 });
    slow.finish();
    await running;
    expect(await runInGate(gate, async () => "free again")).toBe("free again");
  });

  it("never gives a request that holds a slot a second one", async () => {
    const gate = createWorkGate(limits({ queue: 0 }));
    const nested = await runInGate(gate, () => runInGate(gate, async () => gateLoad(gate)));
    expect(nested).toEqual({ active: 1, waiting: 0 });
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when the work fails", async () => {
    const gate = createWorkGate(limits({ queue: 0 }));
    await expect(runInGate(gate, async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("answers an abandonable read at its deadline and keeps its slot until the work is done", async () => {
    const gate = createWorkGate(limits({ queue: 0, deadlineMs: 30 }));
    const slow = blocker();
    let finished = false;
    const read = runInGate(gate, () => slow.work().then(() => (finished = true)), { abandonable: true });
    const error = await rejection(read);
    expect(isOverloadedError(error)).toBe(true);
    expect(finished).toBe(false);
    // The query still runs in its slot: the next request is turned away (no queue here).
    expect(gateLoad(gate)).toEqual({ active: 1, waiting: 0 });
    expect(isOverloadedError(await rejection(runInGate(gate, async () => "next", READ)))).toBe(true);
    slow.finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(finished).toBe(true);
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("counts the time spent queued against an abandonable read's deadline", async () => {
    const gate = createWorkGate(limits({ deadlineMs: 40 }));
    const first = blocker();
    const running = runInGate(gate, first.work);
    const queued = runInGate(gate, () => new Promise((resolve) => setTimeout(() => resolve("late"), 30)), {
      abandonable: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 25));
    first.finish(); // the read gets the slot 25 ms in and needs 30 ms more: past its 40 ms
    expect(isOverloadedError(await rejection(queued))).toBe(true);
    await running;
  });

  it("never answers a write early, and a quick read passes", async () => {
    const gate = createWorkGate(limits({ deadlineMs: 20 }));
    const write = runInGate(gate, () => new Promise((resolve) => setTimeout(() => resolve("written"), 40)));
    expect(await write).toBe("written");
    expect(await runInGate(gate, async () => "read", { abandonable: true })).toBe("read");
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("never starts the query of a read whose wait used up its deadline", async () => {
    const gate = createWorkGate(limits({ deadlineMs: 20, maxWaitMs: 1000 }));
    const first = blocker();
    const running = runInGate(gate, first.work);
    let started = false;
    const queued = runInGate(gate, async () => (started = true), { abandonable: true });
    await new Promise((resolve) => setTimeout(resolve, 40));
    first.finish(); // the slot passes to the read 40 ms in, past its 20 ms
    expect(isOverloadedError(await rejection(queued))).toBe(true);
    expect(started).toBe(false);
    await running;
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });

  it("frees the slot when the work throws before it returns a promise", async () => {
    const gate = createWorkGate(limits({ queue: 0 }));
    const throwing = (() => {
      throw new Error("sync boom");
    }) as () => Promise<string>;
    await expect(runInGate(gate, throwing)).rejects.toThrow("sync boom");
    expect(gateLoad(gate)).toEqual({ active: 0, waiting: 0 });
  });
});
