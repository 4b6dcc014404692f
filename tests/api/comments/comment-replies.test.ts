// Issue 32, replies and people: threads (parent, replyTo), members commenting as themselves, trust
// earned by approvals (and given or taken by admins), blocked members, the thread shape of
// GET /api/blog/comments/{id}, the article page's "Comments (n)" and JSON-LD commentCount, and
// staff replies as the publication.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Comment } from "@/models/Comment";
import { Member } from "@/models/Member";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { pageText } from "../../helpers/blog-forms";
import { asMember, createPublishedBlog, removeMembersByEmail } from "../../helpers/conversation";
import { expectApiError } from "../../helpers/member-api";
import { connectAroundFile } from "../../helpers/db-hooks";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { jsonLdBlocks } from "../../helpers/structured-data";

connectAroundFile();

const tag = `rpl${randomBytes(5).toString("hex")}`;
const usedEmails: string[] = [];
let admin: TestUser;
let profileUser: TestUser;

type Author = { name: string; headline: string; credentials: string[]; staff: boolean };
type CommentJson = {
  _id: string;
  name: string;
  content: string;
  parent: string | null;
  replyTo: { _id: string; name: string } | null;
  likes: number;
  author?: Author;
};

const PARENT_INVALID = "You can only reply to a published comment on the same post";

const createBlog = (title: string) => createPublishedBlog(title);

async function approvedComment(blog: string, fields: Record<string, unknown> = {}): Promise<string> {
  const comment = await Comment.create({
    blog,
    name: "Grace",
    content: `${tag} root`,
    state: "approved",
    isApproved: true,
    ...fields,
  });
  return String(comment._id);
}

async function newMember(profile: { name: string; headline?: string; credentials?: string[] }) {
  const email = memberEmail("replies");
  usedEmails.push(email);
  const member = await signInMember(baseUrl(), email);
  const updated = await as(member, "/api/members/me", { method: "PUT", body: profile });
  expect(updated.status).toBe(200);
  return member;
}

const as = asMember;

const comment = (body: Record<string, unknown>, member?: TestMember) =>
  member ? as(member, "/api/blog/add-comment", { body }) : api("/api/blog/add-comment", { body });

const approve = (id: string) =>
  api(`/api/profile/approve-comment/${id}`, { method: "POST", token: admin.token });

async function storedId(content: string): Promise<string> {
  const row = await Comment.findOne({ content }).select("_id").lean();
  expect(row).not.toBeNull();
  return String(row!._id);
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profileUser = await createStaffUser("profile");
});

afterAll(() => removeMembersByEmail(usedEmails));

describe("replies: POST /api/blog/add-comment { parent }", () => {
  it("attaches a reply, and a reply to a reply, to the thread of an approved comment", async () => {
    const blog = await createBlog(`${tag} thread`);
    const root = await approvedComment(blog, { name: "Grace" });
    const first = await comment({ blog, parent: root, name: "Alan", content: `${tag} first reply` });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ success: true, message: "Comment added and awaiting review" });
    const firstId = await storedId(`${tag} first reply`);
    expect(await Comment.findById(firstId).lean()).toMatchObject({
      isApproved: false,
      replyToName: "Grace",
    });
    await Comment.updateOne({ _id: firstId }, { $set: { state: "approved", isApproved: true } });

    const nested = await comment({ blog, parent: firstId, name: "Ada", content: `${tag} nested reply` });
    expect(nested.status).toBe(201);
    const stored = await Comment.findOne({ content: `${tag} nested reply` }).lean();
    expect(String(stored!.parent)).toBe(root);
    expect(String(stored!.replyTo)).toBe(firstId);
    expect(stored!.replyToName).toBe("Alan");
  });

  it("refuses a parent that is pending, on another post, unknown or malformed with 400", async () => {
    const blog = await createBlog(`${tag} refusals`);
    const other = await createBlog(`${tag} other post`);
    const pending = String(
      (await Comment.create({ blog, name: "P", content: `${tag} pending`, isApproved: false }))._id,
    );
    const elsewhere = await approvedComment(other);
    for (const parent of [pending, elsewhere, new mongoose.Types.ObjectId().toString()]) {
      const response = await comment({ blog, parent, name: "Ada", content: `${tag} refused reply` });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, message: PARENT_INVALID });
    }
    const malformed = await comment({ blog, parent: "nope", name: "Ada", content: "x" });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: "Invalid id" });
    expect(await Comment.countDocuments({ content: `${tag} refused reply` })).toBe(0);
  });

  it("keeps the guest's spec behaviour: a name is required, and a notification needs an e-mail", async () => {
    const blog = await createBlog(`${tag} guest`);
    const nameless = await comment({ blog, content: "Hi" });
    expect(nameless.status).toBe(400);
    expect(nameless.json).toEqual({ success: false, message: "Name is required" });
    const noEmail = await comment({ blog, name: "Ada", content: "Hi", notifyReplies: true });
    expect(noEmail.status).toBe(400);
    expect(noEmail.json).toEqual({ success: false, message: "Enter your e-mail to hear about replies" });
  });
});

describe("GET /api/blog/comments/{id}: the thread shape", () => {
  it("lists every approved comment with parent, likes and, for members and staff, the author", async () => {
    const blog = await createBlog(`${tag} shape`);
    const member = await newMember({ name: "Mia Member", headline: "HRBP", credentials: ["SHRM-CP"] });
    const root = await approvedComment(blog, { name: "Guest Grace", content: `${tag} shape root` });
    const memberReply = await approvedComment(blog, {
      name: "Mia Member",
      content: `${tag} shape member reply`,
      parent: root,
      replyTo: root,
      replyToName: "Guest Grace",
      member: member.id,
      likes: 2,
    });
    const staffReply = await api(`/api/admin/comments/${memberReply}/reply`, {
      token: admin.token,
      body: { content: `${tag} shape staff reply` },
    });
    expect(staffReply.status).toBe(201);
    await Comment.create({ blog, name: "Held", content: `${tag} shape held`, parent: root });

    const response = await api<{ comments: CommentJson[] }>(`/api/blog/comments/${blog}`);
    expect(response.status).toBe(200);
    const byContent = new Map(response.json.comments.map((item) => [item.content, item]));
    expect(response.json.comments).toHaveLength(3);
    expect(byContent.get(`${tag} shape root`)).toMatchObject({ name: "Guest Grace", parent: null, likes: 0 });
    expect(byContent.get(`${tag} shape root`)!.author).toBeUndefined();
    expect(byContent.get(`${tag} shape member reply`)).toMatchObject({
      parent: root,
      likes: 2,
      author: { name: "Mia Member", headline: "HRBP", credentials: ["SHRM-CP"], staff: false },
    });
    const staff = byContent.get(`${tag} shape staff reply`)!;
    expect(staff).toMatchObject({ parent: root, replyTo: { _id: memberReply, name: "Mia Member" } });
    expect(staff.author?.staff).toBe(true);
    expect(staff.author?.name).toBeTruthy();
    expect(staff.name).toBe(staff.author?.name);
  });

  it("the article page threads replies under their comment, counts them all and states commentCount", async () => {
    const blog = await createBlog(`${tag} page`);
    const root = await approvedComment(blog, { name: "Root Writer", content: `${tag} page root` });
    const reply = await approvedComment(blog, {
      name: "First Replier",
      content: `${tag} page reply`,
      parent: root,
      replyTo: root,
      replyToName: "Root Writer",
    });
    await approvedComment(blog, {
      name: "Second Replier",
      content: `${tag} page nested`,
      parent: root,
      replyTo: reply,
      replyToName: "First Replier",
    });
    const page = await pageText(baseUrl(), `/blog/${blog}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Comments (<!-- -->3<!-- -->)");
    const thread = page.text.slice(page.text.indexOf(`id="comment-${root}"`));
    expect(thread.indexOf(`${tag} page reply`)).toBeGreaterThan(0);
    expect(page.text).toContain(`Replies to Root Writer`);
    expect(page.text).toContain("@<!-- -->First Replier");
    const posting = jsonLdBlocks(page.text).find((block) => block["@type"] === "BlogPosting");
    expect(posting?.commentCount).toBe(3);
  });
});

describe("GET /api/members/me/comments?blog=", () => {
  it("lists the member's own comments on the post that wait for review, to them alone", async () => {
    const blog = await createBlog(`${tag} own pending`);
    const member = await newMember({ name: "Owen Pending" });
    const other = await newMember({ name: "Olga Other" });
    expect((await comment({ blog, content: `${tag} own waiting` }, member)).status).toBe(201);
    expect((await comment({ blog, content: `${tag} other waiting` }, other)).status).toBe(201);

    const mine = await as(member, `/api/members/me/comments?blog=${blog}`);
    const comments = mine.json.comments as { id: string; content: string }[];
    expect(mine.status).toBe(200);
    expect(comments.map((row) => row.content)).toEqual([`${tag} own waiting`]);
    // Approved, it is on the page for everyone and no longer in the member's waiting list.
    expect((await approve(comments[0]!.id)).status).toBe(200);
    const after = await as(member, `/api/members/me/comments?blog=${blog}`);
    expect(after.json.comments).toEqual([]);
  });

  it("400 for a bad post id, 404 for an unknown post, 401 without a member, 403 for staff", async () => {
    const member = await newMember({ name: "Ned Errors" });
    expectApiError(await as(member, "/api/members/me/comments?blog=nope"), 400);
    expectApiError(await as(member, "/api/members/me/comments"), 400);
    expectApiError(await as(member, `/api/members/me/comments?blog=${"0".repeat(24)}`), 404);
    expectApiError(await api(`/api/members/me/comments?blog=${"0".repeat(24)}`), 401);
    expectApiError(await api(`/api/members/me/comments?blog=${"0".repeat(24)}`, { token: admin.token }), 403);
  });
});

describe("members comment as themselves, and trust grows", () => {
  it("a member without a display name picks one with the first comment, never shown as 'Member'", async () => {
    const blog = await createBlog(`${tag} handle`);
    const email = memberEmail("handle");
    usedEmails.push(email);
    const member = await signInMember(baseUrl(), email);
    const nameless = await comment({ blog, content: `${tag} no handle` }, member);
    expect(nameless.status).toBe(400);
    expect(nameless.json).toEqual({ success: false, message: "Pick a display name to comment with" });

    const first = await comment({ blog, name: "Handle Picker", content: `${tag} with handle` }, member);
    expect(first.status).toBe(201);
    expect(await Comment.findById(await storedId(`${tag} with handle`)).lean()).toMatchObject({
      name: "Handle Picker",
    });
    expect((await Member.findById(member.id).lean())?.name).toBe("Handle Picker");
    // From now on the profile's name is used, whatever the body says.
    const second = await comment({ blog, name: "Someone Else", content: `${tag} second handle` }, member);
    expect(second.status).toBe(201);
    expect(await Comment.findById(await storedId(`${tag} second handle`)).lean()).toMatchObject({
      name: "Handle Picker",
    });
  });

  it("uses the profile's name, holds the first comments and publishes once 3 are approved", async () => {
    const blog = await createBlog(`${tag} trust`);
    const member = await newMember({ name: "Tess Trust" });
    for (let index = 1; index <= 3; index += 1) {
      const response = await comment({ blog, name: "Ignored", content: `${tag} trust ${index}` }, member);
      expect(response.status).toBe(201);
      expect(response.json.message).toBe("Comment added and awaiting review");
      const id = await storedId(`${tag} trust ${index}`);
      const stored = await Comment.findById(id).lean();
      expect(stored).toMatchObject({ name: "Tess Trust", isApproved: false });
      expect(String(stored!.member)).toBe(member.id);
      expect((await approve(id)).status).toBe(200);
    }
    const trusted = await comment({ blog, content: `${tag} trust published` }, member);
    expect(trusted.status).toBe(201);
    expect(trusted.json).toEqual({ success: true, message: "Comment published" });
    const listed = await api<{ comments: CommentJson[] }>(`/api/blog/comments/${blog}`);
    expect(listed.json.comments.map((item) => item.content)).toContain(`${tag} trust published`);

    // A rejection within 90 days takes earned trust away again.
    await Comment.updateOne(
      { content: `${tag} trust 1` },
      { $set: { state: "rejected", isApproved: false, decidedAt: new Date() } },
    );
    const afterRejection = await comment({ blog, content: `${tag} trust held again` }, member);
    expect(afterRejection.json.message).toBe("Comment added and awaiting review");
  });

  it("admins take trust away and give it from the member's row (audited), 400 for a bad value", async () => {
    const blog = await createBlog(`${tag} given`);
    const member = await newMember({ name: "Gil Given" });
    const given = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { commentTrust: "trusted" },
    });
    expect(given.status).toBe(200);
    expect((await comment({ blog, content: `${tag} given 1` }, member)).json.message).toBe(
      "Comment published",
    );
    const listed = await api<{ members: Array<{ id: string; commentTrust: string }> }>(
      `/api/admin/members?search=${encodeURIComponent(member.email)}`,
      { token: admin.token },
    );
    expect(listed.json.members[0]).toMatchObject({ id: member.id, commentTrust: "trusted" });

    const taken = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { commentTrust: "untrusted" },
    });
    expect(taken.status).toBe(200);
    expect((await comment({ blog, content: `${tag} given 2` }, member)).json.message).toBe(
      "Comment added and awaiting review",
    );
    const bad = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { commentTrust: "always" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ success: false, message: "commentTrust must be auto, trusted or untrusted" });
    const empty = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    const forbidden = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: profileUser.token,
      body: { commentTrust: "trusted" },
    });
    expect(forbidden.status).toBe(403);
  });

  it("refuses a blocked member, with their session or as a guest with their address", async () => {
    const blog = await createBlog(`${tag} blocked`);
    const member = await newMember({ name: "Bo Blocked" });
    // Blocked straight in the database: their session record is still there.
    await Member.updateOne({ _id: member.id }, { $set: { blocked: true } });
    const withSession = await comment({ blog, content: `${tag} blocked 1` }, member);
    expect(withSession.status).toBe(403);
    expect(withSession.json.success).toBe(false);
    const asGuest = await comment({ blog, name: "Bo", email: member.email, content: `${tag} blocked 2` });
    expect(asGuest.status).toBe(403);
    expect(await Comment.countDocuments({ blog })).toBe(0);
  });
});

describe("POST /api/{role}/comments/{id}/reply", () => {
  it("publishes at once as the publication with the Staff badge", async () => {
    const blog = await createBlog(`${tag} staff`);
    const root = await approvedComment(blog);
    const response = await api(`/api/profile/comments/${root}/reply`, {
      token: profileUser.token,
      body: { content: `${tag} staff answer` },
    });
    expect(response.status).toBe(201);
    expect(response.json.message).toBe("Reply published");
    const page = await pageText(baseUrl(), `/blog/${blog}`);
    const reply = page.text.slice(page.text.indexOf(`Replies to Grace`));
    expect(reply).toContain("Staff");
    expect(reply).toContain(`${tag} staff answer`);
  });

  it("answers bad input 400, no token 401, another role 403, an unknown comment 404", async () => {
    const blog = await createBlog(`${tag} staff errors`);
    const root = await approvedComment(blog);
    const path = `/api/admin/comments/${root}/reply`;
    const blank = await api(path, { token: admin.token, body: { content: "   " } });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ success: false, message: "Comment is required" });
    expect(
      (await api(`/api/admin/comments/nope/reply`, { token: admin.token, body: { content: "x" } })).status,
    ).toBe(400);
    expect((await api(path, { body: { content: "x" } })).status).toBe(401);
    expect((await api(path, { token: profileUser.token, body: { content: "x" } })).status).toBe(403);
    const unknown = await api(`/api/admin/comments/${new mongoose.Types.ObjectId().toString()}/reply`, {
      token: admin.token,
      body: { content: "x" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Comment not found" });
    expect(await Comment.countDocuments({ blog, staff: true })).toBe(0);
  });
});
