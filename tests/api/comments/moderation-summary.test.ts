// Issue 47: the inbox opens with one request. GET /api/{role}/moderation/summary carries the first
// page of pending items with the counts and every panel's list, each exactly as its own route reads it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { memberEmail, signInMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { asMember, removeMembers } from "../../helpers/member-api";

connectAroundFile();

const RUN = `summary${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let profile: TestUser;
const memberAddress = memberEmail("summary");

type Summary = {
  success: boolean;
  inbox: {
    items: { id: string; title?: string }[];
    counts: { pending: number };
    pagination: { page: number };
  };
  pending: number;
  replies: unknown[];
  jobChanges: unknown[];
  eventChanges: unknown[];
  companies: unknown[];
  blocks: unknown[];
};

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  await Job.create({
    title: `${RUN} job`,
    company: "Acme",
    createdAt: new Date(Date.now() + 30 * 86_400_000),
  });
});

afterAll(async () => {
  await removeMembers([memberAddress]);
});

describe("GET /api/{role}/moderation/summary", () => {
  it("answers what the inbox's own routes answer, in one request", async () => {
    const summary = await api<Summary>("/api/admin/moderation/summary", { token: admin.token });
    expect(summary.status).toBe(200);
    expect(summary.json.inbox.items.some((item) => item.title === `${RUN} job at Acme`)).toBe(true);

    const listing = await api<Summary["inbox"]>("/api/admin/moderation?state=pending&type=&page=1", {
      token: admin.token,
    });
    expect(summary.json.inbox.counts).toEqual(listing.json.counts);
    expect(summary.json.inbox.pagination).toEqual(listing.json.pagination);
    expect(summary.json.inbox.items.map((item) => item.id)).toEqual(
      listing.json.items.map((item) => item.id),
    );
    const pending = await api<{ pending: number }>("/api/admin/moderation/pending", { token: admin.token });
    expect(summary.json.pending).toBe(pending.json.pending);
    for (const [field, path, key] of [
      ["replies", "/api/admin/moderation/replies", "replies"],
      ["jobChanges", "/api/admin/moderation/job-changes", "changes"],
      ["eventChanges", "/api/admin/moderation/event-changes", "changes"],
      ["companies", "/api/admin/companies/pending", "companies"],
      ["blocks", "/api/admin/moderation/blocks", "blocks"],
    ] as const) {
      const own = await api<Record<string, unknown>>(path, { token: admin.token });
      expect(summary.json[field], field).toEqual(own.json[key]);
    }
  });

  it("follows the role in the path", async () => {
    expect((await api("/api/profile/moderation/summary", { token: profile.token })).status).toBe(200);
    const wrongRole = await api("/api/admin/moderation/summary", { token: profile.token });
    expect(wrongRole.status).toBe(403);
    expect(wrongRole.json.success).toBe(false);
    const unknownRole = await api("/api/editor/moderation/summary", { token: admin.token });
    expect(unknownRole.status).toBe(404);
  });

  it("401 without a session or with a garbage token, 401 for a member", async () => {
    for (const token of [undefined, "garbage"]) {
      const answer = await api("/api/admin/moderation/summary", token ? { token } : {});
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ success: false });
    }
    const member = await signInMember(baseUrl(), memberAddress);
    expect((await asMember(member, "/api/admin/moderation/summary")).status).toBe(401);
  });
});
