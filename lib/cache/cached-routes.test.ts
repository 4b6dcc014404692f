import { describe, expect, it } from "vitest";
import { cachedRouteFor, categoryFromSlug, categorySlug, INTERNAL_NOT_FOUND_PATH, pageFromSegment } from "./cached-routes";

const route = (url: string) => {
  const parsed = new URL(url, "http://site.test");
  return cachedRouteFor(parsed.pathname, parsed.searchParams);
};

describe("cachedRouteFor", () => {
  it.each([
    ["/", "/cached/news/all/1"],
    ["/?page=3", "/cached/news/all/3"],
    ["/?category=Payroll&page=2", "/cached/news/payroll/2"],
    ["/?category=HR%20Technology", "/cached/news/hr-technology/1"],
    ["/?category=All&page=2", "/cached/news/all/2"],
    // Unusable values fall back to the defaults, exactly as the uncached page reads them.
    ["/?category=Nonsense&page=abc", "/cached/news/all/1"],
    ["/?page=-4", "/cached/news/all/1"],
    ["/?utm_source=newsletter", "/cached/news/all/1"],
    ["/?search=", "/cached/news/all/1"],
    ["/jobs", "/cached/jobs/1"],
    ["/jobs?page=7", "/cached/jobs/7"],
    ["/events", "/cached/events/1"],
    ["/events?page=2", "/cached/events/2"],
    ["/certifications?page=2", "/cached/certifications/2"],
    ["/certification?id=6B03D90D1E6FB80C5F6E70C2", "/cached/certification/6b03d90d1e6fb80c5f6e70c2"],
    ["/about", "/cached/about/main"],
  ])("serves %s from %s", (url, expected) => {
    expect(route(url)).toBe(expected);
  });

  it.each(["/cached/news/all/1", "/cached/jobs/2", "/?search=payroll", "/?category=Payroll&search=pay", "/events?search=summit", "/blog/6b03d90d1e6fb80c5f6e70c2", "/profile", "/jobs/6b03d90d1e6fb80c5f6e70c2"])(
    "leaves %s alone",
    (url) => {
      expect(route(url)).toBeNull();
    },
  );

  it.each(["/certification", "/certification?id=nope", "/certification?id=6b03d90d1e6fb80c5f6e70c"])(
    "answers %s with the not-found page",
    (url) => {
      expect(route(url)).toBe(INTERNAL_NOT_FOUND_PATH);
    },
  );
});

describe("path segments", () => {
  it("round-trips every category through its slug", () => {
    expect(categoryFromSlug(categorySlug("Performance Management"))).toBe("Performance Management");
    expect(categoryFromSlug("all")).toBeUndefined();
    expect(categoryFromSlug("payroll-2")).toBeNull();
  });

  it("accepts only canonical page numbers", () => {
    expect(pageFromSegment("1")).toBe(1);
    expect(pageFromSegment("600")).toBe(600);
    for (const bad of ["0", "01", "-1", "1.5", "abc", "", "99999999"]) expect(pageFromSegment(bad)).toBeNull();
  });
});
