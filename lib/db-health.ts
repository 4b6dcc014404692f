// A cheap, process-wide "is the database reachable" flag: written by lib/db.ts from mongoose's
// connection events and health pings, read by proxy.ts to answer pages with a friendly 503 instead
// of rendering them against a dead database (hence globalThis: one flag whatever module instance
// reads it).
type DbHealth = { down: boolean; changedAt: number; probing: boolean };

const KEY = Symbol.for("hrnews.dbHealth");
const store = globalThis as typeof globalThis & { [KEY]?: DbHealth };

function health(): DbHealth {
  store[KEY] ??= { down: false, changedAt: Date.now(), probing: false };
  return store[KEY];
}

export function markDbUp(): void {
  const state = health();
  if (state.down) Object.assign(state, { down: false, changedAt: Date.now() });
}

export function markDbDown(): void {
  const state = health();
  if (!state.down) Object.assign(state, { down: true, changedAt: Date.now() });
}

export function dbLooksDown(): boolean {
  return health().down;
}

/**
 * While the database looks down, at most one probe per `intervalMs` runs `probe` (a health
 * ping that updates the flag), so the flag clears even when only page requests arrive.
 */
export function probeWhileDown(probe: () => Promise<unknown>, intervalMs = 1000): void {
  const state = health();
  if (!state.down || state.probing || Date.now() - state.changedAt < intervalMs) return;
  state.probing = true;
  void probe()
    .catch(() => undefined)
    .finally(() => {
      state.probing = false;
      // Still down: wait another interval before the next probe.
      if (state.down) state.changedAt = Date.now();
    });
}
