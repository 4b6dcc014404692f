import { afterEach, describe, expect, it, vi } from "vitest";
import { upsertImportedBlog } from "@/lib/data/rss-import";
import { Blog } from "@/models/Blog";

const blog = {
  title: "Title",
  subTitle: "Sub",
  description: '<p onclick="x()">Body</p><script>alert(1)</script>',
  image: "https://cdn.example.com/a.png",
  authorName: "Author",
  category: ["Payroll" as const],
  createdAt: new Date("2025-01-01T00:00:00Z"),
  rssSource: "https://news.example.com/a",
};
const now = new Date("2025-06-01T00:00:00Z");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("upsertImportedBlog", () => {
  it("inserts only on insert ($setOnInsert, upsert), keeps the item's date and sanitizes the body", async () => {
    const spy = vi.spyOn(Blog, "updateOne").mockResolvedValue({ upsertedCount: 1 } as never);
    expect(await upsertImportedBlog(blog, now)).toBe(true);
    const [filter, update, options] = spy.mock.calls[0]!;
    expect(filter).toEqual({ rssSource: blog.rssSource });
    expect(options).toMatchObject({ upsert: true, timestamps: false });
    const insert = (update as { $setOnInsert: Record<string, unknown> }).$setOnInsert;
    expect(Object.keys(update as object)).toEqual(["$setOnInsert"]);
    expect(insert).toMatchObject({
      title: "Title",
      isPublished: true,
      isFromRss: true,
      category: ["Payroll"],
      author: { name: "Author" },
      image: blog.image,
      createdAt: blog.createdAt,
      updatedAt: now,
      description: "<p>Body</p>",
    });
  });

  it("counts an existing link as not imported", async () => {
    vi.spyOn(Blog, "updateOne").mockResolvedValue({ upsertedCount: 0 } as never);
    expect(await upsertImportedBlog(blog, now)).toBe(false);
  });

  it("treats a duplicate-key error from a concurrent run as existing, and rethrows anything else", async () => {
    vi.spyOn(Blog, "updateOne").mockRejectedValueOnce(Object.assign(new Error("E11000"), { code: 11000 }));
    expect(await upsertImportedBlog(blog, now)).toBe(false);
    vi.spyOn(Blog, "updateOne").mockRejectedValueOnce(new Error("boom"));
    await expect(upsertImportedBlog(blog, now)).rejects.toThrow("boom");
  });
});
