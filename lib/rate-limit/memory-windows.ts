// Fixed-window counters kept in this server's memory, for the limits on public reads: they are
// checked on every cached read, where a database write per request would cost more than the read
// and would stall when the database is saturated. Each server counts on its own, so behind N
// servers a client may make up to N times the limit; the limits on writes stay in MongoDB
// (lib/rate-limit/database-windows.ts). Kept on globalThis: each route bundle has its own copy of this module.
import type { WindowHit } from "@/lib/rate-limit/database-windows";

type Windows = { counts: Map<string, { count: number; resetAt: number }>; hitsSinceSweep: number };

const WINDOWS_KEY = Symbol.for("hr-pulse.memory-rate-limit");
const store = globalThis as typeof globalThis & { [WINDOWS_KEY]?: Windows };
const SWEEP_EVERY = 1000;

function windows(): Windows {
  store[WINDOWS_KEY] ??= { counts: new Map(), hitsSinceSweep: 0 };
  return store[WINDOWS_KEY];
}

/** Counts one hit in the fixed window `key` lives in and returns the window's total so far. */
export function countMemoryHit(key: string, windowSeconds: number, now = Date.now()): WindowHit {
  const state = windows();
  const windowMs = windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const id = `${key}:${windowStart}`;
  const entry = state.counts.get(id) ?? { count: 0, resetAt: windowStart + windowMs };
  entry.count += 1;
  state.counts.set(id, entry);
  state.hitsSinceSweep += 1;
  if (state.hitsSinceSweep >= SWEEP_EVERY) {
    state.hitsSinceSweep = 0;
    for (const [windowId, window] of state.counts) if (window.resetAt <= now) state.counts.delete(windowId);
  }
  return { count: entry.count, resetAt: new Date(entry.resetAt) };
}
