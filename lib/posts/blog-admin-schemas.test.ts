import { describe, expect, it } from "vitest";
import { blogFormToPayload, createBlogFieldSchema, updateBlogFieldSchema } from "./blog-admin-schemas";

const base = { title: "T", subTitle: "S", description: "<p>x</p>", category: ["Payroll"], isPublished: true };

describe("the blog JSON field", () => {
  it("accepts an ISO 8601 publishAt with a zone and an author", () => {
    const parsed = createBlogFieldSchema.parse(
      JSON.stringify({ ...base, publishAt: "2026-11-30T08:00:00+01:00", author: " Guest " }),
    );
    expect(parsed).toMatchObject({ publishAt: "2026-11-30T08:00:00+01:00", author: "Guest" });
  });

  it.each([null, ""])("treats publishAt %j and an empty author as absent", (publishAt) => {
    const parsed = createBlogFieldSchema.parse(JSON.stringify({ ...base, publishAt, author: "  " }));
    expect(parsed.publishAt).toBeUndefined();
    expect(parsed.author).toBeUndefined();
  });

  it.each(["tomorrow", "2026-11-30", "2026-11-30T08:00", 1700000000000])(
    "rejects publishAt %j",
    (publishAt) => {
      const result = createBlogFieldSchema.safeParse(JSON.stringify({ ...base, publishAt }));
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "publishAt must be an ISO 8601 date-time, e.g. 2026-11-24T09:00:00Z",
      );
    },
  );

  it("update takes removeImage", () => {
    expect(updateBlogFieldSchema.parse(JSON.stringify({ ...base, removeImage: true })).removeImage).toBe(
      true,
    );
    expect(updateBlogFieldSchema.safeParse(JSON.stringify({ ...base, removeImage: "yes" })).success).toBe(
      false,
    );
  });
});

describe("blogFormToPayload", () => {
  it("sends the editor's site-zone wall time as an instant", () => {
    // Europe/London is on GMT in November.
    expect(
      blogFormToPayload({ ...base, category: ["Payroll"], publishAt: "2026-11-30T08:00" }).publishAt,
    ).toBe("2026-11-30T08:00:00.000Z");
    expect(blogFormToPayload({ ...base, category: ["Payroll"], publishAt: "" }).publishAt).toBeUndefined();
  });
});
