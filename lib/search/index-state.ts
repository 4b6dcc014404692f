// The one search index of this server process: built from the database in the background at
// start-up, then kept current by the ordered change notices (lib/cache/changes.ts: a Redis Stream
// shared by every app server, or in-process without Redis), which carry the changed ids in their
// tags (`blog:{id}`, `job:{id}`, …): only those items are re-read by _id. The "public" tag
// (everything changed) drops the index and rebuilds it (never two indexes in the heap at once: on a
// large corpus one is about 100 MB). Until a build is done, searches fall back to a database query
// (lib/search/search.ts). No time from another host is compared with this one's clock.
import "server-only";
import { getHeapStatistics } from "node:v8";
import { dbLooksDown } from "@/lib/db-health";
import { catchUpWithChanges, giveTurn, onChanges, takeTurn } from "@/lib/cache/changes";
import { PUBLIC_TAG } from "@/lib/cache/public-tags";
import { SearchEngine } from "./engine";
import { readAllVisible, readItem } from "./source";
import { searchKey, type SearchType } from "./types";

/** After a failed build (database down), the build is tried again this much later. */
const BUILD_RETRY_MS = 5000;
/**
 * After an "everything changed" entry, searches wait this long for the rebuild (a small database
 * rebuilds in well under that), then use the database query until it is done.
 */
const STALE_WAIT_MS = 2000;
/** The longest one server's whole rebuild may hold the site-wide turn (one rebuild at a time). */
const REBUILD_TURN_MS = 120_000;
/** Between two asks for the turn. */
const TURN_RETRY_MS = 1000;
/** Documents indexed between two yields to the event loop while building. */
const BUILD_SLICE = 20;

const TAG_TYPES: Record<string, SearchType> = {
  blog: "post",
  job: "job",
  event: "event",
  certification: "certification",
};

type State = {
  engine: SearchEngine | null;
  building: Promise<void> | null;
  /** A rebuild was asked for while one ran: start another when it ends. */
  buildAgain: boolean;
  /** When the ready index's build started reading the database (ms); 0 until a first build ends. */
  builtFrom: number;
  /** Everything changed ("public" tag): the index was dropped and a rebuild is under way. */
  stale: boolean;
  lastBuildFailure: number;
  /** The index did not fit in the heap: searches stay on the database query. */
  tooLarge: boolean;
  /** Tags of the notices that came while a build read the database: applied once it is swapped in. */
  pendingTags: Set<string>;
  /** Whether this process follows the change notices yet. */
  listening: boolean;
  /** Everything changed and this server waits for its turn to rebuild: listings read the database. */
  outdated: boolean;
  waitingTurn: boolean;
};

const STATE_KEY = Symbol.for("hrpulse.searchIndex");
const globalForSearch = globalThis as typeof globalThis & { [STATE_KEY]?: State };

function state(): State {
  globalForSearch[STATE_KEY] ??= {
    engine: null,
    building: null,
    buildAgain: false,
    builtFrom: 0,
    stale: false,
    lastBuildFailure: 0,
    tooLarge: false,
    pendingTags: new Set(),
    listening: false,
    outdated: false,
    waitingTurn: false,
  };
  return globalForSearch[STATE_KEY];
}

/** Past this share of the heap limit the build stops: the server must not run out of memory. */
const MAX_HEAP_SHARE = 0.9;

class IndexTooLargeError extends Error {}

function assertHeapRoom(): void {
  const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
  if (used > limit * MAX_HEAP_SHARE) {
    throw new IndexTooLargeError(
      `the search index does not fit in this server's heap (${Math.round(used / 2 ** 20)} of ${Math.round(limit / 2 ** 20)} MB used)`,
    );
  }
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function log(fields: Record<string, unknown>): void {
  console.log(JSON.stringify({ level: "info", ...fields }));
}

/** Builds a fresh index from the database, then swaps it in and applies what changed meanwhile. */
async function build(): Promise<void> {
  const current = state();
  listenForChanges();
  const started = Date.now();
  // Notices from here on may describe writes the reads below miss: they are applied after the swap.
  current.pendingTags = new Set();
  const engine = new SearchEngine();
  for await (const batch of readAllVisible()) {
    assertHeapRoom();
    for (let i = 0; i < batch.length; i += 1) {
      engine.upsert(batch[i]!);
      if (i % BUILD_SLICE === BUILD_SLICE - 1) await yieldToEventLoop();
    }
    await yieldToEventLoop();
  }
  current.engine = engine;
  current.builtFrom = started;
  current.stale = false;
  current.outdated = false;
  log({ msg: "search index built", documents: engine.size, ms: Date.now() - started });
  const missed = [...current.pendingTags];
  current.pendingTags = new Set();
  if (missed.includes(PUBLIC_TAG)) dropAndRebuild();
  else await applyTags(engine, missed);
}

/** One change notice: its items are re-read (or, for "public", the index rebuilt). */
async function applyNotice(tags: string[]): Promise<void> {
  const current = state();
  if (current.building) for (const tag of tags) current.pendingTags.add(tag);
  const engine = current.engine;
  if (!engine) return; // The running build's reads, or the pending tags after it, cover it.
  if (tags.includes(PUBLIC_TAG)) return rebuildInTurn();
  await applyTags(engine, tags);
}

function listenForChanges(): void {
  const current = state();
  if (current.listening) return;
  current.listening = true;
  onChanges(applyNotice);
}

/**
 * Starts a build unless one is running (or failed moments ago); resolves when it ends. `again`: the
 * running build may have read the database before a change, so build once more after it.
 */
export function startSearchIndex({ again = false } = {}): Promise<void> {
  const current = state();
  if (current.building) {
    if (again) current.buildAgain = true;
    return current.building;
  }
  if (current.tooLarge) return Promise.resolve();
  if (Date.now() - current.lastBuildFailure < BUILD_RETRY_MS) return Promise.resolve();
  current.building = build()
    .catch((error: unknown) => {
      if (error instanceof IndexTooLargeError) {
        // Searches keep using the database query; raise the heap limit or move search out of process.
        current.tooLarge = true;
        console.error(
          JSON.stringify({ level: "error", msg: "search index not built", error: error.message }),
        );
        return;
      }
      // Typically the database is not reachable yet: try again shortly (searches use the fallback).
      current.lastBuildFailure = Date.now();
      console.error(
        JSON.stringify({ level: "warn", msg: "search index build failed, retrying", error: String(error) }),
      );
      setTimeout(() => void startSearchIndex(), BUILD_RETRY_MS + 100).unref();
    })
    .finally(() => {
      current.building = null;
      if (current.buildAgain) {
        current.buildAgain = false;
        void startSearchIndex();
      }
    });
  return current.building;
}

/** Re-reads the items behind `tags` by _id and updates the index (hidden or gone: removed). */
async function applyTags(engine: SearchEngine, tags: Iterable<string>): Promise<void> {
  const items = new Map<string, { type: SearchType; id: string }>();
  for (const tag of tags) {
    const [prefix, id] = tag.split(":", 2);
    const type = prefix ? TAG_TYPES[prefix] : undefined;
    if (type && id) items.set(searchKey(type, id), { type, id });
  }
  await Promise.all(
    [...items].map(async ([key, { type, id }]) => {
      const doc = await readItem(type, id);
      if (doc) engine.upsert(doc);
      else engine.remove(key);
    }),
  );
}

/**
 * Everything changed: the index is dropped at once (its memory is free before the new one is read)
 * and rebuilt; searches wait up to STALE_WAIT_MS for it, then use the database query until it is done.
 */
function dropAndRebuild(): void {
  const current = state();
  current.engine = null;
  current.stale = true;
  void startSearchIndex({ again: true });
}

/**
 * Everything changed (an import, a restore, a seed): every server must rebuild, but never all at
 * once (each build reads every public post). A server rebuilds when the site-wide turn is its own;
 * until then its listings read the database (never an index older than the change) and its searches
 * use the index as it was. Without Redis (one server) the turn is always its own.
 */
function rebuildInTurn(): void {
  const current = state();
  current.outdated = true;
  if (current.waitingTurn) return;
  current.waitingTurn = true;
  const attempt = async (): Promise<void> => {
    let token: string | null;
    try {
      token = await takeTurn("search-index", REBUILD_TURN_MS);
    } catch {
      token = ""; // Redis away: nobody can coordinate, so rebuild now.
    }
    if (token === null) {
      setTimeout(() => void attempt(), TURN_RETRY_MS + Math.random() * TURN_RETRY_MS).unref();
      return;
    }
    current.waitingTurn = false;
    dropAndRebuild();
    try {
      await state().building;
    } finally {
      if (token) await giveTurn("search-index", token).catch(() => undefined);
    }
  };
  void attempt();
}

async function waitForRebuild(): Promise<void> {
  const building = state().building;
  if (!building) return;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, STALE_WAIT_MS);
  });
  await Promise.race([building, timeout]);
  clearTimeout(timer);
}

/** Applies the notices sent so far; false when they cannot be read (Redis away). */
async function caughtUp(): Promise<boolean> {
  try {
    await catchUpWithChanges();
    return true;
  } catch (error) {
    console.error(JSON.stringify({ level: "warn", msg: "change notices unreadable", error: String(error) }));
    return false;
  }
}

/**
 * The ready index with the change notices sent so far applied, or null while the first build runs
 * (it is started here if it is not running) or while a rebuild after an "everything changed" notice
 * takes longer than STALE_WAIT_MS. With the notices unreadable it answers as it is (a search).
 */
export async function currentIndex(): Promise<SearchEngine | null> {
  const current = state();
  if (current.engine) await caughtUp();
  if (!current.engine) {
    void startSearchIndex();
    if (current.stale) await waitForRebuild();
  }
  return current.engine;
}

/**
 * The ready index with every change notice sent so far applied, or null while it is being built or
 * when the notices cannot be read. For the cached listings rendered from it: a listing must never be
 * rendered from an index older than the change that made it render (the notice and the cache expiry
 * are written together). With the database down the caller's database read fails as every other
 * read does (an API 503, the proxy's 503 page or its stale copy), rather than answer from an index
 * it cannot check.
 */
export async function upToDateIndex(): Promise<SearchEngine | null> {
  const current = state();
  if (!current.engine) {
    void startSearchIndex();
    return null;
  }
  if (dbLooksDown()) return null;
  if (!(await caughtUp())) return null;
  // Everything changed and this server's rebuild has not started yet: the database is exact.
  if (current.outdated) return null;
  return current.engine;
}

/**
 * Whether this server has built its index once (or found it too large for the heap and stays on the
 * database): until then its listings and searches read the database, which on a large site is
 * seconds a read. Reported by /api/health/ready, not waited for (issue 42).
 */
export function searchIndexWarm(): boolean {
  const current = state();
  return current.builtFrom > 0 || current.tooLarge;
}
