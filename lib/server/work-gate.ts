// Bounded work per server: requests that must reach the database take one of a few slots, wait
// briefly in a short queue when all are taken, and are turned away at once past that (503 with
// Retry-After) instead of piling up behind slow queries. Only database work takes a slot: the API
// pipeline (lib/api/route.ts) and cached reads on a miss (lib/cache/public-cache.ts); a request that
// already holds a slot never takes a second one. One gate per process: Next loads route handlers
// and pages in separate bundles, each with its own copy of this module, so the gate itself is kept
// on globalThis (as lib/db.ts keeps the connection). Writes come first: a write waits in a queue of
// its own, takes the next free slot before any waiting read, and is never turned away because
// readers filled the gate (issue 42); the bound on queued work applies to reads.
import { AsyncLocalStorage } from "node:async_hooks";

export type WorkLimits = {
  /** Requests doing database work at once. */
  concurrency: number;
  /** Requests allowed to wait for a slot; the next one is turned away at once. */
  queue: number;
  /** How long a queued request waits for a slot before it is turned away. */
  maxWaitMs: number;
  /** The Retry-After a turned-away request is told. */
  retryAfterSeconds: number;
  /**
   * How long an abandonable request (a read) may take from its arrival at the gate, waiting and
   * working; past it, it is answered OverloadedError while its work finishes in its slot.
   */
  deadlineMs: number;
};

/** Thrown when the server is too busy to take the request; the pipeline answers 503 with Retry-After. */
export class OverloadedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The site is very busy right now, please try again in a few seconds");
    this.name = "OverloadedError";
  }
}

/** By name: each bundle (proxy, pages, routes) has its own copy of the class. */
export function isOverloadedError(error: unknown): error is OverloadedError {
  return error instanceof Error && error.name === "OverloadedError";
}

type Waiter = { grant: () => void; timer: NodeJS.Timeout };

export type Gate = {
  limits: WorkLimits;
  active: number;
  waiting: Waiter[];
  /** Writes waiting for a slot: served before `waiting`, never turned away. */
  writers?: Array<{ grant: () => void }>;
  holding: AsyncLocalStorage<true>;
};

const GATE_KEY = Symbol.for("hr-pulse.work-gate");
const store = globalThis as typeof globalThis & { [GATE_KEY]?: Gate };

export function createWorkGate(limits: WorkLimits): Gate {
  return { limits, active: 0, waiting: [], writers: [], holding: new AsyncLocalStorage<true>() };
}

/** The process's gate, created on first use with `limits` (later calls reuse it). */
export function workGate(limits: () => WorkLimits): Gate {
  store[GATE_KEY] ??= createWorkGate(limits());
  return store[GATE_KEY];
}

function release(gate: Gate): void {
  const writer = gate.writers?.shift();
  if (writer) {
    writer.grant(); // the slot passes straight to the first waiting write
    return;
  }
  const next = gate.waiting.shift();
  if (next) {
    clearTimeout(next.timer);
    next.grant(); // the slot passes straight to the first waiter
  } else {
    gate.active -= 1;
  }
}

function acquire(gate: Gate, write = false): Promise<void> {
  if (gate.active < gate.limits.concurrency) {
    gate.active += 1;
    return Promise.resolve();
  }
  if (write) {
    gate.writers ??= [];
    const writers = gate.writers;
    return new Promise<void>((resolve) => writers.push({ grant: resolve }));
  }
  if (gate.waiting.length >= gate.limits.queue)
    return Promise.reject(new OverloadedError(gate.limits.retryAfterSeconds));
  return new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      grant: resolve,
      timer: setTimeout(() => {
        gate.waiting.splice(gate.waiting.indexOf(waiter), 1);
        reject(new OverloadedError(gate.limits.retryAfterSeconds));
      }, gate.limits.maxWaitMs),
    };
    gate.waiting.push(waiter);
  });
}

export type GateOptions = {
  /**
   * The caller can drop the answer (a read): past `deadlineMs` since arrival it is turned away while
   * its work goes on in its slot until done, so no more than `concurrency` queries ever run at once.
   */
  abandonable?: boolean;
  /** A staff or member write: queued before reads, never turned away for a full gate. */
  write?: boolean;
};

/** `running`, or OverloadedError if it is still running `ms` from now. */
export function withDeadline<T>(running: Promise<T>, ms: number, gate: Gate): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new OverloadedError(gate.limits.retryAfterSeconds)),
      Math.max(0, ms),
    );
    running.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Runs `work` in a slot of `gate` (at once when this request already holds one). */
export async function runInGate<T>(
  gate: Gate,
  work: () => Promise<T>,
  options: GateOptions = {},
): Promise<T> {
  if (gate.holding.getStore()) return work();
  const arrived = Date.now();
  await acquire(gate, options.write === true && !options.abandonable);
  const left = gate.limits.deadlineMs - (Date.now() - arrived);
  if (options.abandonable && left <= 0) {
    // Its wait used up its time: turned away without starting the query.
    release(gate);
    throw new OverloadedError(gate.limits.retryAfterSeconds);
  }
  // `async`: a synchronous throw in `work` still frees the slot.
  const running = gate.holding.run(true, async () => work()).finally(() => release(gate));
  if (!options.abandonable) return running;
  // An abandoned answer's failure is nobody's to handle once the caller has been answered.
  running.catch(() => undefined);
  return withDeadline(running, left, gate);
}

/** For tests and diagnostics. */
export function gateLoad(gate: Gate): { active: number; waiting: number } {
  return { active: gate.active, waiting: gate.waiting.length + (gate.writers?.length ?? 0) };
}
