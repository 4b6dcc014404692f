// The cache handler's tag semantics, without a database (nothing to replay from the shared log):
// an expiry (`{ expire: 0 }`, what content writes use) makes entries written before it misses; a
// profile such as "max" (a positive expire) makes pages stale — served once more, older than their
// revalidate time, so Next answers with them and renders afresh in the background — and data misses.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Entry = { value: unknown; lastModified: number } | null;
type Handler = {
  get: (key: string, ctx?: { tags?: string[]; softTags?: string[] }) => Promise<Entry>;
  set: (
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate: number } },
  ) => Promise<void>;
  revalidateTag: (tags: string | string[], durations?: { expire?: number }) => Promise<void>;
};
const Handler = createRequire(import.meta.url)("./cache-handler.cjs") as new () => Handler;

const page = (tag: string) => ({
  kind: "APP_PAGE",
  html: "<p>page</p>",
  headers: { "x-next-cache-tags": tag },
});
const data = { kind: "FETCH", data: { body: "{}" }, revalidate: 60 };

describe("the memory cache handler", () => {
  it("misses every entry written before an immediate expiry of one of its tags", async () => {
    const handler = new Handler();
    await handler.set("page-a", page("t-expire"), { cacheControl: { revalidate: 3600 } });
    expect(await handler.get("page-a")).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag("t-expire", { expire: 0 });
    expect(await handler.get("page-a")).toBeNull();
  });

  it("serves a page once more as stale after a profile revalidation, and misses data", async () => {
    const handler = new Handler();
    await handler.set("page-b", page("t-stale"), { cacheControl: { revalidate: 3600 } });
    await handler.set("data-b", data, { tags: ["t-stale"] });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.revalidateTag("t-stale", { expire: 365 * 24 * 3600 });
    const stale = await handler.get("page-b");
    expect(stale).not.toBeNull();
    // Older than its revalidate time: Next serves it and renders the page again in the background.
    expect(stale!.lastModified).toBeLessThan(Date.now() - 3600 * 1000);
    expect(await handler.get("data-b", { tags: ["t-stale"] })).toBeNull();
    // The page rendered afterwards is fresh.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await handler.set("page-b", page("t-stale"), { cacheControl: { revalidate: 3600 } });
    expect((await handler.get("page-b"))!.lastModified).toBeGreaterThan(Date.now() - 1000);
  });
});
