// Tests arrange data straight in the database, behind the app's back. So that the servers' cached
// public pages never hide such a write, every write a test makes to a collection the public pages
// read is followed by an expiry of the "public" tag in the shared store (lib/cache/changes.ts: the
// test stack's Redis, REDIS_URL), which every server checks on each cache read. The writes are seen through the driver's command monitoring (the
// test connection is opened with `monitorCommands: true`), whatever API made them: models, raw
// collections or commands. The driver reports a write before its promise resolves, so waiting for
// the pending appends just before a request reaches the server (`settleTestWrites`, called by
// `appFetch` and by every browser context: `settleBrowserRequests`, `newAppContext`) is exact.
import type { Browser, BrowserContext, BrowserContextOptions } from "@playwright/test";
import type { mongo } from "mongoose";
import { publishChanges, sharedStoreMode } from "../../lib/cache/changes";
import { PUBLIC_TAG } from "../../lib/cache/public-tags";

const PUBLIC_COLLECTIONS = new Set(["blogs", "comments", "events", "jobs", "certifications", "websites"]);
const WRITE_COMMANDS = new Set(["insert", "update", "delete", "findAndModify"]);

type State = {
  watched: WeakSet<mongo.MongoClient>;
  /** Writes to public collections sent and not yet answered: request id → their databases. */
  started: Map<number, string[]>;
  pending: Set<Promise<void>>;
  failure?: unknown;
};

// One state per process, even when a test runner evaluates this module once per test file.
const STATE_KEY = Symbol.for("hrnews.tests.cacheLog");
const globals = globalThis as unknown as Record<symbol, State | undefined>;
const state: State = (globals[STATE_KEY] ??= {
  watched: new WeakSet(),
  started: new Map(),
  pending: new Set(),
});

/**
 * The namespaces a write command changes. Collection writes (bulkWrite and insertMany too) are
 * insert/update/delete/findAndModify commands; MongoDB 8's client-wide bulkWrite lists them in nsInfo.
 */
function writtenNamespaces(event: mongo.CommandStartedEvent): Array<{ db: string; collection: string }> {
  const { command, commandName, databaseName } = event;
  if (WRITE_COMMANDS.has(commandName))
    return [{ db: databaseName, collection: String(command[commandName]) }];
  if (commandName !== "bulkWrite" || !Array.isArray(command.nsInfo)) return [];
  return command.nsInfo.map(({ ns }: { ns: string }) => {
    const dot = ns.indexOf(".");
    return { db: ns.slice(0, dot), collection: ns.slice(dot + 1) };
  });
}

/** Follows every write `client` makes to a public collection with a `public` invalidation. */
export function watchPublicWrites(client: mongo.MongoClient): void {
  if (state.watched.has(client)) return;
  if (sharedStoreMode() !== "redis")
    throw new Error("REDIS_URL is not set: run the tests through `npm test` (it starts the servers' Redis)");
  if (!client.options.monitorCommands)
    throw new Error("The test connection was opened without monitorCommands: open it with connectTestDb");
  state.watched.add(client);
  client.on("commandStarted", (event) => {
    const written = writtenNamespaces(event).filter(({ collection }) => PUBLIC_COLLECTIONS.has(collection));
    const databases = [...new Set(written.map(({ db }) => db))];
    if (databases.length > 0) state.started.set(event.requestId, databases);
  });
  // A failed write may still have changed documents (an ordered insert stops at its first error).
  const answered = (event: mongo.CommandSucceededEvent | mongo.CommandFailedEvent) => {
    const databases = state.started.get(event.requestId);
    if (!databases) return;
    state.started.delete(event.requestId);
    const append: Promise<void> = publishChanges([PUBLIC_TAG])
      .catch((error: unknown) => {
        state.failure ??= error;
      })
      .finally(() => state.pending.delete(append));
    state.pending.add(append);
  };
  client.on("commandSucceeded", answered);
  client.on("commandFailed", answered);
}

/** Resolves once every invalidation owed to an earlier test write is stored. */
export async function settleTestWrites(): Promise<void> {
  while (state.pending.size > 0) await Promise.all([...state.pending]);
  if (state.failure !== undefined) {
    const failure = state.failure;
    state.failure = undefined;
    throw new Error("A test write's cache invalidation could not be recorded", { cause: failure });
  }
}

/** `fetch` for test code: requests reach the server only after the test's writes are invalidated. */
export async function appFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  await settleTestWrites();
  return fetch(input, init);
}

/** Static build files are not read from the cache of pages and data: they pass untouched. */
const isAppRequest = (url: URL) => !url.pathname.startsWith("/_next/static/");

/** Every request `context` sends waits for the invalidations of the test's earlier writes. */
export async function settleBrowserRequests(context: BrowserContext): Promise<void> {
  await context.route(isAppRequest, async (route) => {
    try {
      await settleTestWrites();
    } finally {
      await route.fallback();
    }
  });
}

/** `browser.newContext` for test code, with the same wait as `settleBrowserRequests`. */
export async function newAppContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await settleBrowserRequests(context);
  return context;
}
