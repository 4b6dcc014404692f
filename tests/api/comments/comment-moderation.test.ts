import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

connectAroundFile();

const RUN = randomBytes(4).toString("hex");
const UNKNOWN_ID = "0123456789abcdef01234567";

type ModerationAnswer = {
  comments: Array<{
    _id: string;
    blog: { _id: string; title: string } | null;
    name: string;
    content: string;
    isApproved: boolean;
    createdAt: string;
  }>;
};

let admin: TestUser;
let profile: TestUser;
let blogId: string;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const blog = await Blog.create({
    title: `Moderated ${RUN}`,
    subTitle: "S",
    author: { name: "A" },
    isPublished: true,
  });
  blogId = String(blog._id);
});

afterAll(async () => {
  await Comment.deleteMany({ blog: blogId });
  await Blog.deleteOne({ _id: blogId });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
});

async function createComment(isApproved: boolean, name = `Reader ${RUN}`) {
  const comment = await Comment.create({
    blog: blogId,
    name,
    content: `Text ${RUN} <b>kept as text</b>`,
    isApproved,
  });
  return String(comment._id);
}

describe("GET /api/{role}/comments", () => {
  it("lists comments with their blog's title, and filters by status", async () => {
    const approved = await createComment(true);
    const pending = await createComment(false);

    const all = await api<ModerationAnswer>("/api/admin/comments", { token: admin.token });
    expect(all.status).toBe(200);
    const mine = all.json.comments.filter((comment) => comment.blog?._id === blogId);
    expect(mine.map((comment) => comment._id)).toEqual([pending, approved]);
    expect(mine[0]).toMatchObject({
      blog: { _id: blogId, title: `Moderated ${RUN}` },
      name: `Reader ${RUN}`,
      content: `Text ${RUN} <b>kept as text</b>`,
      isApproved: false,
    });
    expect(Number.isNaN(Date.parse(mine[0]!.createdAt))).toBe(false);

    const onlyApproved = await api<ModerationAnswer>("/api/profile/comments?status=approved", {
      token: profile.token,
    });
    expect(onlyApproved.json.comments.every((comment) => comment.isApproved)).toBe(true);
    expect(onlyApproved.json.comments.map((comment) => comment._id)).toContain(approved);

    const onlyPending = await api<ModerationAnswer>("/api/admin/comments?status=pending", {
      token: admin.token,
    });
    expect(onlyPending.json.comments.every((comment) => !comment.isApproved)).toBe(true);
    expect(onlyPending.json.comments.map((comment) => comment._id)).toContain(pending);
  });

  it("keeps comments whose blog was deleted, with a null blog", async () => {
    const orphanBlog = await Blog.create({ title: `Gone ${RUN}`, subTitle: "S", author: { name: "A" } });
    const orphan = await Comment.create({ blog: orphanBlog._id, name: "Orphan", content: "x" });
    await Blog.deleteOne({ _id: orphanBlog._id });
    const response = await api<ModerationAnswer>("/api/admin/comments?status=pending", {
      token: admin.token,
    });
    expect(response.json.comments.find((comment) => comment._id === String(orphan._id))?.blog).toBeNull();
    await Comment.deleteOne({ _id: orphan._id });
  });

  it("400 for an unknown status", async () => {
    const response = await api("/api/admin/comments?status=spam", { token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: "status must be approved or pending" });
  });
});

describe("POST /api/profile/approve-comment/{id}", () => {
  it("approves a pending comment (any staff role)", async () => {
    const id = await createComment(false);
    const response = await api(`/api/profile/approve-comment/${id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Comment approved" });
    expect((await Comment.findById(id).lean())?.isApproved).toBe(true);
  });

  it("404 for an unknown comment, 400 for a malformed id", async () => {
    const missing = await api(`/api/profile/approve-comment/${UNKNOWN_ID}`, {
      method: "POST",
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Comment not found" });
    const malformed = await api("/api/profile/approve-comment/123", { method: "POST", token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: "Invalid id" });
  });
});

describe("POST /api/profile/delete-comment/{id}", () => {
  it("deletes an approved or pending comment", async () => {
    for (const approved of [true, false]) {
      const id = await createComment(approved);
      const response = await api(`/api/profile/delete-comment/${id}`, { method: "POST", token: admin.token });
      expect(response.status).toBe(200);
      expect(response.json).toEqual({ success: true, message: "Comment deleted" });
      expect(await Comment.exists({ _id: id })).toBeNull();
    }
  });

  it("404 for an unknown comment, 400 for a malformed id", async () => {
    const missing = await api(`/api/profile/delete-comment/${UNKNOWN_ID}`, {
      method: "POST",
      token: profile.token,
    });
    expect(missing.status).toBe(404);
    const malformed = await api("/api/profile/delete-comment/zzz", { method: "POST", token: profile.token });
    expect(malformed.status).toBe(400);
  });
});
