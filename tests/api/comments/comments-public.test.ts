import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { User } from "@/models/User";
import { createStaffUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

type CommentJson = { _id: string; name: string; content: string; createdAt: string; isApproved?: boolean };

const tag = `cmt${randomBytes(5).toString("hex")}`;
let publishedId = "";
let draftId = "";

async function createBlog(title: string, isPublished: boolean): Promise<string> {
  const blog = await Blog.create({
    title,
    subTitle: "Sub",
    ...blogTextFields({ title, subTitle: "Sub", description: "<p>Body</p>" }),
    author: { name: "Author" },
    isPublished,
  });
  return String(blog._id);
}

beforeAll(async () => {
  publishedId = await createBlog(`${tag} published`, true);
  draftId = await createBlog(`${tag} draft`, false);
  const now = Date.now();
  await Comment.collection.insertMany([
    {
      blog: new mongoose.Types.ObjectId(publishedId),
      name: "Older",
      content: "older approved",
      isApproved: true,
      createdAt: new Date(now - 3_600_000),
      updatedAt: new Date(),
    },
    {
      blog: new mongoose.Types.ObjectId(publishedId),
      name: "Newer",
      content: "newer approved",
      isApproved: true,
      createdAt: new Date(now - 60_000),
      updatedAt: new Date(),
    },
    {
      blog: new mongoose.Types.ObjectId(publishedId),
      name: "Pending",
      content: "not yet approved",
      isApproved: false,
      createdAt: new Date(now),
      updatedAt: new Date(),
    },
  ]);
});

describe("GET /api/blog/comments/{id}", () => {
  it("lists approved comments only, newest first", async () => {
    const response = await api<{ comments: CommentJson[] }>(`/api/blog/comments/${publishedId}`);
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    expect(response.json.comments.map((comment) => comment.name)).toEqual(["Newer", "Older"]);
    expect(response.json.comments[0]).toMatchObject({ content: "newer approved" });
    expect(typeof response.json.comments[0]!.createdAt).toBe("string");
  });

  it("answers an unpublished blog with 404", async () => {
    const response = await api(`/api/blog/comments/${draftId}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: "Blog not found" });
  });

  it("answers an unknown blog with 404", async () => {
    const response = await api(`/api/blog/comments/${new mongoose.Types.ObjectId().toString()}`);
    expect(response.status).toBe(404);
  });

  it("answers a malformed id with 400", async () => {
    const response = await api("/api/blog/comments/nope");
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: "Invalid id" });
  });
});

describe("POST /api/blog/add-comment", () => {
  it("stores a trimmed, unapproved comment and says it awaits review", async () => {
    const content = `${tag} great article`;
    const response = await api("/api/blog/add-comment", {
      body: { blog: publishedId, name: "  Ada  ", content: `  ${content}  ` },
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true, message: "Comment added and awaiting review" });
    const stored = await Comment.findOne({ content }).lean();
    expect(stored).toMatchObject({ name: "Ada", content, isApproved: false });
    expect(String(stored!.blog)).toBe(publishedId);

    const listed = await api<{ comments: CommentJson[] }>(`/api/blog/comments/${publishedId}`);
    expect(listed.json.comments.map((comment) => comment.content)).not.toContain(content);

    await Comment.updateOne({ _id: stored!._id }, { isApproved: true });
    const afterApproval = await api<{ comments: CommentJson[] }>(`/api/blog/comments/${publishedId}`);
    expect(afterApproval.json.comments[0]).toMatchObject({ name: "Ada", content });
  });

  it.each([
    [{ name: "Ada" }, "Comment is required"],
    [{ content: "Hi" }, "Name is required"],
    [{ name: "   ", content: "Hi" }, "Name is required"],
    [{ name: "Ada", content: " \n\t " }, "Comment is required"],
    [{ name: "x".repeat(81), content: "Hi" }, "Name must be at most 80 characters"],
    [{ name: "Ada", content: "x".repeat(2001) }, "Comment must be at most 2000 characters"],
    [{ name: 42, content: "Hi" }, "Name is required"],
  ])("rejects %o with 400", async (fields, message) => {
    const response = await api("/api/blog/add-comment", { body: { blog: publishedId, ...fields } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("accepts the maximum lengths", async () => {
    const response = await api("/api/blog/add-comment", {
      body: { blog: publishedId, name: "n".repeat(80), content: "c".repeat(2000) },
    });
    expect(response.status).toBe(201);
  });

  it("rejects a missing or malformed blog id with 400", async () => {
    for (const blog of [undefined, "abc", 12]) {
      const response = await api("/api/blog/add-comment", { body: { blog, name: "Ada", content: "Hi" } });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, message: "Invalid id" });
    }
  });

  it("rejects an unknown or unpublished blog with 404", async () => {
    for (const blog of [new mongoose.Types.ObjectId().toString(), draftId]) {
      const response = await api("/api/blog/add-comment", {
        body: { blog, name: "Ada", content: `${tag} hidden` },
      });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ success: false, message: "Blog not found" });
    }
    expect(await Comment.countDocuments({ content: `${tag} hidden` })).toBe(0);
  });

  it("takes comments on exactly the posts visitors see: unpublishing closes them, publishing reopens", async () => {
    const admin = await createStaffUser("admin");
    const id = await createBlog(`${tag} toggled`, false);
    const comment = (content: string) =>
      api("/api/blog/add-comment", { body: { blog: id, name: "Ada", content: `${tag} ${content}` } });
    const toggle = () => api(`/api/blog/toggle-publish/${id}`, { method: "POST", token: admin.token });
    try {
      // Each answer below is read from the article's cached entry once it is there: the toggles
      // must expire it, or the second and third answers would repeat the first.
      expect((await comment("while a draft")).status).toBe(404);
      expect((await toggle()).json).toMatchObject({ isPublished: true });
      expect((await comment("once published")).status).toBe(201);
      expect((await comment("once published, again")).status).toBe(201);
      expect((await toggle()).json).toMatchObject({ isPublished: false });
      expect((await comment("after unpublishing")).status).toBe(404);
      expect(await Comment.countDocuments({ blog: id })).toBe(2);
    } finally {
      await User.deleteOne({ _id: admin.id });
    }
  });

  it("answers a filled honeypot field like a success but stores nothing", async () => {
    const content = `${tag} spam`;
    const response = await api("/api/blog/add-comment", {
      body: { blog: publishedId, name: "Bot", content, website: "http://spam.test" },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Comment added and awaiting review" });
    expect(await Comment.countDocuments({ content })).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await api("/api/blog/add-comment", { body: "{not json" });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});
