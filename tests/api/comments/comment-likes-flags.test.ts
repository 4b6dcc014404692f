// Issue 32, likes and flags: POST /api/comments/{id}/like (members; toggles; not their own) and
// POST /api/comments/{id}/flag (anyone, once per member or client; 3 distinct flaggers hide the
// comment until a moderator decides; a kept comment is not hidden again; the inbox shows reasons).
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Comment } from "@/models/Comment";
import { CommentFlag } from "@/models/CommentFlag";
import { CommentLike } from "@/models/CommentLike";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { asMember, createPublishedBlog, removeMembersByEmail } from "../../helpers/conversation";
import { connectAroundFile } from "../../helpers/db-hooks";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const tag = `lkf${randomBytes(5).toString("hex")}`;
const usedEmails: string[] = [];
let admin: TestUser;
let blog = "";

const as = asMember;

async function newMember(): Promise<TestMember> {
  const email = memberEmail("likes");
  usedEmails.push(email);
  return signInMember(baseUrl(), email);
}

async function approvedComment(fields: Record<string, unknown> = {}): Promise<string> {
  const comment = await Comment.create({
    blog,
    name: "Grace",
    content: `${tag} comment ${randomBytes(3).toString("hex")}`,
    state: "approved",
    isApproved: true,
    ...fields,
  });
  return String(comment._id);
}

/** A guest's flag (behind the proxy every test request is the same client), or a member's. */
const flag = (id: string, body: Record<string, unknown> = { reason: "spam" }, member?: TestMember) =>
  member ? as(member, `/api/comments/${id}/flag`, { body }) : api(`/api/comments/${id}/flag`, { body });

const visible = async (id: string) => {
  const listed = await api<{ comments: Array<{ _id: string }> }>(`/api/blog/comments/${blog}`);
  return listed.json.comments.some((item) => item._id === id);
};

beforeAll(async () => {
  admin = await createStaffUser("admin");
  blog = await createPublishedBlog(`${tag} likes and flags`);
});

afterAll(async () => {
  const comments = await Comment.find({ blog }).distinct("_id");
  await CommentLike.deleteMany({ comment: { $in: comments } });
  await CommentFlag.deleteMany({ comment: { $in: comments } });
  await removeMembersByEmail(usedEmails);
});

describe("POST /api/comments/{id}/like", () => {
  it("toggles a member's like and counts likes from different members", async () => {
    const [ann, ben] = await Promise.all([newMember(), newMember()]);
    const id = await approvedComment();
    const first = await as(ann, `/api/comments/${id}/like`, { method: "POST" });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, liked: true, likes: 1 });
    expect((await as(ben, `/api/comments/${id}/like`, { method: "POST" })).json).toEqual({
      success: true,
      liked: true,
      likes: 2,
    });
    expect((await as(ann, `/api/comments/${id}/like`, { method: "POST" })).json).toEqual({
      success: true,
      liked: false,
      likes: 1,
    });
    const listed = await api<{ comments: Array<{ _id: string; likes: number }> }>(
      `/api/blog/comments/${blog}`,
    );
    expect(listed.json.comments.find((item) => item._id === id)?.likes).toBe(1);
    const exported = await as(ben, "/api/members/me/export");
    expect(exported.json).toMatchObject({ commentLikes: [id] });
  });

  it("refuses guests 401, staff tokens 403, the member's own comment 400, unknown 404, bad id 400", async () => {
    const member = await newMember();
    const id = await approvedComment();
    const own = await approvedComment({ member: member.id });
    expect((await api(`/api/comments/${id}/like`, { method: "POST" })).status).toBe(401);
    expect((await api(`/api/comments/${id}/like`, { method: "POST", token: admin.token })).status).toBe(403);
    const self = await as(member, `/api/comments/${own}/like`, { method: "POST" });
    expect(self.status).toBe(400);
    expect(self.json).toEqual({ success: false, message: "You cannot like your own comment" });
    const unknown = await as(member, `/api/comments/${new mongoose.Types.ObjectId().toString()}/like`, {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
    expect((await as(member, "/api/comments/nope/like", { method: "POST" })).status).toBe(400);
  });
});

describe("POST /api/comments/{id}/flag", () => {
  it("hides a comment after 3 distinct flaggers and lists it in the inbox with its reasons", async () => {
    const [member, second, third] = await Promise.all([newMember(), newMember(), newMember()]);
    const id = await approvedComment();
    const first = await flag(id, { reason: "spam", note: `${tag} buy pills` });
    expect(first.status).toBe(201);
    expect(first.json.success).toBe(true);
    // The same client again: one flag per client and comment.
    const again = await flag(id, { reason: "abuse" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "You have already flagged this comment" });
    expect(await visible(id)).toBe(true);
    expect((await flag(id, { reason: "off-topic" }, member)).status).toBe(201);
    expect(await visible(id)).toBe(true);

    const inbox = await api<{ items: Array<{ id: string; flags?: { count: number; reasons: unknown[] } }> }>(
      "/api/admin/moderation?flagged=true&limit=200",
      { token: admin.token },
    );
    expect(inbox.status).toBe(200);
    const item = inbox.json.items.find((entry) => entry.id === id);
    expect(item?.flags).toEqual({
      count: 2,
      kept: false,
      reasons: [
        { reason: "spam", note: `${tag} buy pills` },
        { reason: "off-topic", note: "" },
      ],
    });

    expect((await flag(id, { reason: "other" }, second)).status).toBe(201);
    expect(await visible(id)).toBe(false);
    const stored = await Comment.findById(id).lean();
    expect(stored).toMatchObject({ state: "pending", isApproved: false, flagCount: 3 });
    const pending = await api<{ items: Array<{ id: string }> }>(
      "/api/admin/moderation?type=comment&state=pending&limit=200",
      { token: admin.token },
    );
    expect(pending.json.items.map((entry) => entry.id)).toContain(id);

    // The moderator keeps it: public again, and later flags do not hide it again.
    const kept = await api(`/api/profile/approve-comment/${id}`, { method: "POST", token: admin.token });
    expect(kept.status).toBe(200);
    expect(await visible(id)).toBe(true);
    expect((await flag(id, { reason: "abuse" }, third)).status).toBe(201);
    expect(await visible(id)).toBe(true);
    expect(await Comment.findById(id).lean()).toMatchObject({ flagsKept: true, flagCount: 4 });
    const afterKeep = await api<{ items: Array<{ id: string }> }>(
      "/api/admin/moderation?flagged=true&limit=200",
      {
        token: admin.token,
      },
    );
    expect(afterKeep.json.items.map((entry) => entry.id)).not.toContain(id);
  });

  it("answers bad input 400 and an unknown or unpublished comment 404", async () => {
    const id = await approvedComment();
    const badReason = await flag(id, { reason: "boring" });
    expect(badReason.status).toBe(400);
    expect(badReason.json).toEqual({
      success: false,
      message: "Choose a reason: spam, abuse, off-topic or other",
    });
    const longNote = await flag(id, { reason: "other", note: "x".repeat(501) });
    expect(longNote.status).toBe(400);
    expect((await flag("nope")).status).toBe(400);
    expect((await flag(new mongoose.Types.ObjectId().toString())).status).toBe(404);
    const pending = String((await Comment.create({ blog, name: "P", content: `${tag} pending` }))._id);
    expect((await flag(pending)).status).toBe(404);
    expect(await CommentFlag.countDocuments({ comment: id })).toBe(0);
  });
});
