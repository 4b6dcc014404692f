import { describe, expect, it } from "vitest";
import { etagOf, ifNoneMatchHits, okCached } from "@/lib/api/etag";

describe("ETags of cached API reads", () => {
  it("are strong and follow the body", () => {
    expect(etagOf("{}")).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(etagOf("{}")).toBe(etagOf("{}"));
    expect(etagOf("{}")).not.toBe(etagOf("{ }"));
  });

  it("match If-None-Match lists, weak forms and *", () => {
    const tag = etagOf("x");
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(`"other", W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits("*", tag)).toBe(true);
    expect(ifNoneMatchHits('"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(null, tag)).toBe(false);
  });

  it("answer 304 without a body to a current copy", async () => {
    const first = okCached(new Request("http://x/"), { jobs: [] });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, jobs: [] });
    const etag = first.headers.get("etag")!;
    const again = okCached(new Request("http://x/", { headers: { "If-None-Match": etag } }), { jobs: [] });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });
});
