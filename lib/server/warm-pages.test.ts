import { describe, expect, it } from "vitest";
import { WarmPages, isPageRequest, isSearchPage, pageKey } from "@/lib/server/warm-pages";

describe("warm pages", () => {
  it("remembers URLs Next answered from its page cache, and forgets them on any other answer", () => {
    const warm = new WarmPages();
    const key = pageKey("/jobs?page=2", false);
    warm.note(key, 200, "HIT");
    expect(warm.has(key)).toBe(true);
    warm.note(key, 200, undefined); // rendered for the request: not cached
    expect(warm.has(key)).toBe(false);
    warm.note(key, 200, "MISS"); // rendered and stored
    expect(warm.has(key)).toBe(true);
    warm.note(key, 500, "HIT");
    expect(warm.has(key)).toBe(false);
  });

  it("keeps at most maxEntries, dropping the oldest", () => {
    const warm = new WarmPages(2);
    for (const path of ["/a", "/b", "/c"]) warm.note(pageKey(path, false), 200, "HIT");
    expect(warm.has(pageKey("/a", false))).toBe(false);
    expect(warm.has(pageKey("/c", false))).toBe(true);
  });

  it("keys HTML and RSC apart and ignores the _rsc cache buster", () => {
    expect(pageKey("/jobs?_rsc=abc", true)).toBe(pageKey("/jobs", true));
    expect(pageKey("/jobs", true)).not.toBe(pageKey("/jobs", false));
  });

  it("tells page requests and search pages", () => {
    expect(isPageRequest("GET", "/events?page=2")).toBe(true);
    expect(isPageRequest("POST", "/")).toBe(false);
    expect(isPageRequest("GET", "/api/job/all")).toBe(false);
    expect(isPageRequest("GET", "/_next/static/chunk.js")).toBe(false);
    expect(isPageRequest("GET", "/robots.txt")).toBe(false);
    expect(isSearchPage("/?search=payroll")).toBe(true);
    expect(isSearchPage("/events?search=%20")).toBe(false);
    expect(isSearchPage("/?page=2")).toBe(false);
    expect(isSearchPage("/jobs?q=payroll&type=FULL_TIME")).toBe(true);
    expect(isSearchPage("/jobs?workplace=remote")).toBe(false);
    expect(isSearchPage("/search?q=payroll")).toBe(true);
    expect(isSearchPage("/search?q=")).toBe(false);
  });
});
