import { describe, expect, it } from "vitest";
import { blogStatus, isPublicBlog, publicBlogFilter } from "./blog-visibility";

const NOW = new Date("2026-11-24T09:00:00Z");
const past = new Date(NOW.getTime() - 1000);
const future = new Date(NOW.getTime() + 1000);

describe("the public-post rule", () => {
  it.each([
    ["published, no time", { isPublished: true }, true, "published"],
    ["published, time null", { isPublished: true, publishAt: null }, true, "published"],
    ["published, time past", { isPublished: true, publishAt: past }, true, "published"],
    ["published, time now", { isPublished: true, publishAt: NOW }, true, "published"],
    ["published, time ahead", { isPublished: true, publishAt: future }, false, "scheduled"],
    [
      "published, time ahead as text",
      { isPublished: true, publishAt: future.toISOString() },
      false,
      "scheduled",
    ],
    ["a draft", { isPublished: false }, false, "unpublished"],
    ["a draft with a time", { isPublished: false, publishAt: past }, false, "unpublished"],
    ["no flag", {}, false, "unpublished"],
  ] as const)("%s", (_name, doc, visible, status) => {
    expect(isPublicBlog(doc, NOW)).toBe(visible);
    expect(blogStatus(doc, NOW)).toBe(status);
  });

  it("is a missing post's answer too", () => {
    expect(isPublicBlog(null, NOW)).toBe(false);
  });

  it("as a filter: published and the time absent or past", () => {
    expect(publicBlogFilter(NOW)).toEqual({
      isPublished: true,
      $or: [{ publishAt: { $exists: false } }, { publishAt: null }, { publishAt: { $lte: NOW } }],
    });
  });
});
