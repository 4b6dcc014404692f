import { describe, expect, it } from "vitest";
import { blogListingHref } from "@/lib/posts/blog-listing";
import { blogListQuerySchema, parseBlogListingParams } from "@/lib/posts/blog-schemas";

describe("blogListingHref", () => {
  it.each([
    [{}, "/"],
    [{ category: "All", page: 1 }, "/"],
    [{ page: 3 }, "/page/3"],
    [{ category: "Payroll" }, "/category/payroll"],
    [{ category: "People Analytics", page: 2 }, "/category/people-analytics/page/2"],
    [
      { category: "Total Rewards", search: "pay & tax", page: 2 },
      "/?category=Total+Rewards&search=pay+%26+tax&page=2",
    ],
    [{ search: "x", page: 1 }, "/?search=x"],
  ])("builds %o as %s", (state, href) => {
    expect(blogListingHref(state)).toBe(href);
  });
});

describe("parseBlogListingParams", () => {
  it("falls back to defaults for anything unusable", () => {
    expect(parseBlogListingParams({ page: "-2", category: "Gardening", search: "   " })).toEqual({
      page: 1,
      category: undefined,
      search: undefined,
    });
  });
  it("reads the first of repeated values and trims the search", () => {
    expect(parseBlogListingParams({ page: ["3", "4"], category: "Payroll", search: "  pay " })).toEqual({
      page: 3,
      category: "Payroll",
      search: "pay",
    });
  });
  it("treats All as no category", () => {
    expect(parseBlogListingParams({ category: "All" }).category).toBeUndefined();
  });
});

describe("blogListQuerySchema", () => {
  it("caps the limit at 100 and defaults it to 30", () => {
    expect(blogListQuerySchema.parse({ limit: "500" }).limit).toBe(100);
    expect(blogListQuerySchema.parse({}).limit).toBe(30);
    expect(blogListQuerySchema.parse({}).page).toBe(1);
  });
  it("rejects an unknown category", () => {
    expect(blogListQuerySchema.safeParse({ category: "Nope" }).success).toBe(false);
  });
});
