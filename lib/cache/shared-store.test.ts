// The shared store on a real Redis (Debian's redis-server, started here): what one app server
// writes and expires is what every other sees, freshness comes from a key's remaining lifetime (no
// host's clock is compared with another's), and change notices arrive in order.
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findRedisServer, startLocalRedis, type LocalRedis } from "@/deploy/lib/local-redis";

type Entry = { value: unknown; lastModified: number } | null;
type Handler = {
  get: (key: string, ctx?: { tags?: string[] }) => Promise<Entry>;
  set: (
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate: number | false } },
  ) => Promise<void>;
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>;
};
const load = createRequire(import.meta.url);
const STATE = Symbol.for("hrpulse.sharedStore");
const redisServer = findRedisServer();

const page = (tag: string) => ({
  kind: "APP_PAGE",
  html: "<p>page</p>",
  headers: { "x-next-cache-tags": tag },
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisServer)("the shared store on Redis", () => {
  let redis: LocalRedis;
  let store: typeof import("./shared-store.cjs");
  let Handler: new () => Handler;
  const previousUrl = process.env.REDIS_URL;

  beforeAll(async () => {
    redis = await startLocalRedis(redisServer!);
    process.env.REDIS_URL = redis.url;
    delete (globalThis as Record<symbol, unknown>)[STATE];
    store = load("./shared-store.cjs");
    Handler = load("./cache-handler.cjs");
  }, 20000);

  afterAll(async () => {
    await store?.closeSharedStore();
    delete (globalThis as Record<symbol, unknown>)[STATE];
    process.env.REDIS_URL = previousUrl;
    await redis?.stop();
  });

  it("keeps a page in Redis for every handler, and a tag expired by one is expired for all", async () => {
    const first = new Handler();
    const second = new Handler();
    const html = page("t-shared");
    await first.set(
      "page-shared",
      { ...html, rscData: Buffer.from("rsc") },
      { cacheControl: { revalidate: 3600 } },
    );
    const seen = await second.get("page-shared");
    expect(seen?.value).toMatchObject({ kind: "APP_PAGE", html: "<p>page</p>" });
    // Buffers survive the trip (Next writes the RSC payload as one).
    expect(Buffer.isBuffer((seen?.value as { rscData: Buffer }).rscData)).toBe(true);
    await second.revalidateTag("t-shared", { expire: 0 });
    expect(await first.get("page-shared")).toBeNull();
  });

  it("stores data read before a write as out of date at once", async () => {
    const handler = new Handler();
    const data = { kind: "FETCH", data: { body: "{}" }, revalidate: false };
    // The miss notes the tag's revision; the write lands while the value is being read.
    expect(await handler.get("data-race", { tags: ["t-race"] })).toBeNull();
    await handler.revalidateTag("t-race", { expire: 0 });
    await handler.set("data-race", data, { tags: ["t-race"] });
    expect(await handler.get("data-race", { tags: ["t-race"] })).toBeNull();
    // Read again after the write: kept.
    await handler.set("data-race", data, { tags: ["t-race"] });
    expect(await handler.get("data-race", { tags: ["t-race"] })).not.toBeNull();
  });

  it("dates an entry by its remaining fresh time, so it turns stale after its revalidate seconds", async () => {
    const handler = new Handler();
    await handler.set("page-timed", page("t-timed"), { cacheControl: { revalidate: 1 } });
    const fresh = await handler.get("page-timed");
    expect(fresh!.lastModified).toBeGreaterThan(Date.now() - 1000);
    await sleep(1200);
    const stale = await handler.get("page-timed");
    expect(stale!.lastModified).toBeLessThan(Date.now() - 1000);
  });

  it("hands change notices to listeners in the order they were made, and catches up on demand", async () => {
    const seen: string[][] = [];
    const stop = store.onChange((tags) => {
      seen.push(tags);
    });
    await store.catchUp();
    await store.expireTags(["blog:1"]);
    await store.expireTags(["job:2", "jobs:listing"]);
    await store.expireTags(["blog:1"]);
    await store.catchUp();
    stop();
    expect(seen).toEqual([["blog:1"], ["job:2", "jobs:listing"], ["blog:1"]]);
    expect(store.changedSince(["job:2"], 0)).toBe(true);
  });

  it("expires a scheduled tag once it is due by Redis's clock", async () => {
    const handler = new Handler();
    await handler.set("page-scheduled", page("t-scheduled"), { cacheControl: { revalidate: 3600 } });
    await store.scheduleExpiry("t-scheduled", Date.now() + 300);
    expect(await handler.get("page-scheduled")).not.toBeNull();
    await sleep(1500);
    expect(await handler.get("page-scheduled")).toBeNull();
  });

  it("gives a turn to one server at a time, and to the next once it is given back", async () => {
    const token = await store.takeTurn("rebuild", 10_000);
    expect(token).toEqual(expect.any(String));
    expect(await store.takeTurn("rebuild", 10_000)).toBeNull();
    await store.giveTurn("rebuild", token);
    expect(await store.takeTurn("rebuild", 10_000)).toEqual(expect.any(String));
  });

  it("books a site-wide pace by Redis's clock: slots one interval apart for callers arriving together", async () => {
    const waits = await Promise.all([0, 1, 2].map(() => store.reservePaceSlot("test-pace", 200)));
    expect([...waits].sort((a, b) => a - b)).toEqual([0, expect.any(Number), expect.any(Number)]);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(300);
  });
});
