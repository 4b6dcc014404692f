import { describe, expect, it } from "vitest";
import { optionalEmailSchema } from "@/lib/common-schemas";
import { moderationBulkSchema, moderationListQuerySchema } from "@/lib/moderation/moderation-schemas";

const ID = "0123456789abcdef01234567";

describe("moderation request schemas", () => {
  it("reads the listing query: empty filters mean all, page and limit are clamped", () => {
    expect(moderationListQuerySchema.parse({ type: "", state: "", page: "0", limit: "9999" })).toEqual({
      page: 1,
      limit: 200,
    });
    expect(moderationListQuerySchema.parse({ type: "job", state: "rejected" })).toMatchObject({
      type: "job",
      state: "rejected",
      page: 1,
      limit: 50,
    });
    expect(moderationListQuerySchema.safeParse({ state: "spam" }).success).toBe(false);
    expect(moderationListQuerySchema.parse({ flagged: "true" }).flagged).toBe(true);
    expect(moderationListQuerySchema.parse({ flagged: "false" }).flagged).toBeUndefined();
    expect(moderationListQuerySchema.safeParse({ flagged: "yes" }).success).toBe(false);
  });

  it("needs a reason to reject, at most 500 characters, and at most 200 items", () => {
    const items = [{ type: "comment", id: ID }];
    expect(moderationBulkSchema.safeParse({ action: "reject", items }).error?.issues[0]?.message).toBe(
      "A reason is required to reject",
    );
    expect(moderationBulkSchema.safeParse({ action: "reject", items, reason: "  Spam " }).data?.reason).toBe(
      "Spam",
    );
    expect(moderationBulkSchema.safeParse({ action: "reject", items, reason: "x".repeat(501) }).success).toBe(
      false,
    );
    const many = Array.from({ length: 201 }, () => ({ type: "job", id: ID }));
    expect(moderationBulkSchema.safeParse({ action: "delete", items: many }).success).toBe(false);
    // A malformed id is the item's own failure on the server, not a refused call.
    expect(
      moderationBulkSchema.safeParse({ action: "approve", items: [{ type: "job", id: "x" }] }).success,
    ).toBe(true);
  });

  it("takes an optional e-mail: empty is none, stored lower-cased, malformed refused", () => {
    expect(optionalEmailSchema.parse("")).toBeUndefined();
    expect(optionalEmailSchema.parse(undefined)).toBeUndefined();
    expect(optionalEmailSchema.parse("  Ann@Example.ORG ")).toBe("ann@example.org");
    expect(optionalEmailSchema.safeParse("nope").error?.issues[0]?.message).toBe(
      "Please enter a valid email address",
    );
  });
});
