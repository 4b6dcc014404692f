import { describe, expect, it } from "vitest";
import { publicUrlAction } from "@/lib/http/listing-urls";
import { config } from "@/proxy";

const action = (url: string) => {
  const parsed = new URL(url, "http://localhost");
  return publicUrlAction(parsed.pathname, parsed.searchParams);
};

describe("publicUrlAction", () => {
  it.each([
    ["/?category=Payroll&page=2", "/category/payroll/page/2"],
    ["/?category=People%20Analytics", "/category/people-analytics"],
    ["/?category=Payroll&page=1&utm_source=mail", "/category/payroll"],
    ["/?page=3", "/page/3"],
    ["/?page=1", "/"],
    ["/?page=abc", "/"],
    ["/?category=Nonsense&page=2", "/page/2"],
    ["/?search=&category=Benefits", "/category/benefits"],
    ["/jobs?page=3", "/jobs/page/3"],
    ["/events?page=2", "/events/page/2"],
    ["/certifications?page=4", "/certifications/page/4"],
    ["/certification?id=0123456789abcdef01234567", "/certifications/0123456789abcdef01234567"],
    ["/certification", "/certifications"],
  ])("sends %s to %s with a 308", (url, target) => {
    expect(action(url)).toEqual({ redirect: target, permanent: true });
  });

  it("renders searches on the uncached search routes at the same URL", () => {
    expect(action("/?search=payroll&category=Payroll")).toEqual({ rewrite: "/search" });
    expect(action("/events?search=summit&page=2")).toEqual({ rewrite: "/events/search" });
  });

  it.each([
    ["/events?attendance=hybrid", "/events/search"],
    ["/events?when=past&page=2", "/events/search"],
    ["/events?free=1", "/events/search"],
    ["/events?credits=1&search=", "/events/search"],
    ["/certifications?level=Beginner", "/certifications/filter"],
    ["/certifications?format=self-paced&page=2", "/certifications/filter"],
    ["/certifications?credit=SHRM", "/certifications/filter"],
  ])("renders the filtered list %s uncached at the same URL", (url, route) => {
    expect(action(url)).toEqual({ rewrite: route });
  });

  it("renders filtered job lists at the same URL (page included)", () => {
    expect(action("/jobs?type=FULL_TIME&workplace=remote&q=payroll")).toEqual({ rewrite: "/jobs/filter" });
    expect(action("/jobs?workplace=remote&page=2")).toEqual({ rewrite: "/jobs/filter" });
    expect(action("/jobs?type=&workplace=&q=")).toEqual({ rewrite: "/jobs/filter" });
  });

  it("sends the admin word to the back-office", () => {
    expect(action("/?search=%20admin%20")).toEqual({ redirect: "/profile", permanent: false });
  });

  it.each(["/", "/?utm_source=x", "/jobs", "/jobs/page/2", "/blog/abc", "/category/payroll"])(
    "leaves %s alone",
    (url) => {
      expect(action(url)).toBeNull();
    },
  );
});

describe("the proxy's matcher", () => {
  // Next anchors the matcher at both ends, as here.
  const runs = (pathname: string) =>
    config.matcher.some((source) => new RegExp(`^${source}$`).test(pathname));

  it("runs for every page path (the outage page and the old URL forms)", () => {
    for (const pathname of [
      "/",
      "/events",
      "/jobs",
      "/certifications",
      "/certification",
      "/about",
      "/page/2",
      "/blog/abc",
      "/apis",
      "/profile",
    ])
      expect(runs(pathname), pathname).toBe(true);
  });

  it("stays out of the API and Next's own files", () => {
    for (const pathname of [
      "/api",
      "/api/health",
      "/api/blog/all",
      "/_next/static/chunks/a.js",
      "/_next/image",
    ])
      expect(runs(pathname), pathname).toBe(false);
  });
});
