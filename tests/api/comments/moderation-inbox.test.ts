// The moderation inbox over HTTP: the listing with counts and paging, bulk decisions with a mix of
// good and bad items, rejected items kept out of public view, and the submitter's mails at the
// test harness's real SMTP sink.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "@/models/AuditLog";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { MailLog } from "@/models/MailLog";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `mod${randomBytes(4).toString("hex")}`;
const UNKNOWN_ID = "0123456789abcdef01234567";
const used: string[] = [];
const emailFor = (label: string) => {
  const email = `${RUN}-${label}@example.test`;
  used.push(email);
  return email;
};

type Item = {
  type: "comment" | "event" | "job";
  id: string;
  state: "pending" | "approved" | "rejected";
  isApproved: boolean;
  preview: string;
  submitter: { name: string | null; email: string | null };
  createdAt: string;
  post?: { id: string; title: string };
  reason?: string;
};
type Listing = {
  items: Item[];
  counts: { pending: number; approved: number; rejected: number };
  pagination: { page: number; total: number; totalPages: number; pageSize: number };
};
type Bulk = {
  message: string;
  results: Array<{ type: string; id: string; ok: boolean; message?: string }>;
  alsoRejected: number;
  blocked: number;
};

let admin: TestUser;
let profile: TestUser;
let blogId: string;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const blog = await Blog.create({
    title: `Inbox post ${RUN}`,
    subTitle: "S",
    author: { name: "A" },
    isPublished: true,
  });
  blogId = String(blog._id);
});

afterAll(async () => {
  await Comment.deleteMany({ blog: blogId });
  await Event.deleteMany({ title: new RegExp(`^${RUN}`) });
  await Job.deleteMany({ title: new RegExp(`^${RUN}`) });
  await Blog.deleteOne({ _id: blogId });
  await MailLog.deleteMany({ to: new RegExp(`^${RUN}-`) });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
  removeMailsTo(...used);
});

const list = (query: string, token = admin.token, role = "admin") =>
  api<Listing>(`/api/${role}/moderation${query}`, { token });
const decide = (body: unknown, token = admin.token, role = "admin") =>
  api<Bulk>(`/api/${role}/moderation`, { method: "POST", token, body });

async function pendingComment(content = `Comment ${RUN}`, extra: Record<string, unknown> = {}) {
  const doc = await Comment.create({ blog: blogId, name: `Reader ${RUN}`, content, ...extra });
  return String(doc._id);
}

async function submitEvent(email?: string) {
  const response = await api<{ event: { _id: string } }>("/api/event/create-event", {
    body: {
      title: `${RUN} event ${randomBytes(2).toString("hex")}`,
      description: "Talks",
      location: "London",
      physical: true,
      date: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      ...(email ? { email } : {}),
    },
  });
  expect(response.status).toBe(201);
  return response.json.event._id;
}

async function submitJob(email?: string) {
  const form = new FormData();
  form.append("title", `${RUN} job ${randomBytes(2).toString("hex")}`);
  form.append("company", "Acme");
  if (email) form.append("email", email);
  const response = await api<{ job: { _id: string } }>("/api/job/create-job", { form });
  expect(response.status).toBe(201);
  return response.json.job._id;
}

const moderationMails = (type: string, id: string) =>
  MailLog.countDocuments({ _id: new RegExp(`^moderation:${type}:${id}:`) });

describe("GET /api/{role}/moderation", () => {
  it("pages through more than 200 pending items, newest first, with the post and counts", async () => {
    const now = Date.now();
    const docs = await Comment.insertMany(
      Array.from({ length: 230 }, (_, i) => ({
        blog: blogId,
        name: `Reader ${RUN}`,
        content: `Bulk ${RUN} ${i}`,
        createdAt: new Date(now - i * 1000),
        updatedAt: new Date(now - i * 1000),
      })),
    );
    const mine = new Set(docs.map((doc) => String(doc._id)));

    const seen: Item[] = [];
    let page = 1;
    let totalPages = 1;
    do {
      const response = await list(`?type=comment&state=pending&page=${page}&limit=100`);
      expect(response.status).toBe(200);
      expect(response.json.pagination.pageSize).toBe(100);
      expect(response.json.counts.pending).toBe(response.json.pagination.total);
      seen.push(...response.json.items);
      totalPages = response.json.pagination.totalPages;
      page += 1;
    } while (page <= totalPages);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const ids = seen.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => mine.has(id))).toHaveLength(230);
    const times = seen.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = seen.find((item) => item.preview === `Bulk ${RUN} 0`)!;
    expect(first).toMatchObject({
      type: "comment",
      state: "pending",
      isApproved: false,
      preview: `Bulk ${RUN} 0`,
      submitter: { name: `Reader ${RUN}`, email: null },
      post: { id: blogId, title: `Inbox post ${RUN}` },
    });
    await Comment.deleteMany({ _id: { $in: [...mine] } });
  });

  it("merges comments, events and jobs newest first across pages, without repeats", async () => {
    const now = Date.now();
    const comment = await pendingComment(`Merged ${RUN}`, { createdAt: new Date(now - 3000) });
    const event = String(
      (
        await Event.create({
          title: `${RUN} merged event`,
          date: new Date(now + 86_400_000),
          location: "Leeds",
          createdAt: new Date(now - 2000),
        })
      )._id,
    );
    const job = String(
      (await Job.create({ title: `${RUN} merged job`, createdAt: new Date(now - 1000) }))._id,
    );

    const first = await list("?state=pending&limit=3");
    const all: Item[] = [];
    for (let page = 1; page <= first.json.pagination.totalPages; page += 1) {
      all.push(...(await list(`?state=pending&limit=3&page=${page}`)).json.items);
    }
    const keys = all.map((item) => `${item.type}:${item.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.length).toBe(first.json.counts.pending);
    const order = keys.filter((key) => [`comment:${comment}`, `event:${event}`, `job:${job}`].includes(key));
    expect(order).toEqual([`job:${job}`, `event:${event}`, `comment:${comment}`]);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("filters by type and state; the badge count matches the pending count", async () => {
    const rejected = await pendingComment(`Rejected ${RUN}`);
    await decide({ action: "reject", items: [{ type: "comment", id: rejected }], reason: "Duplicate" });
    const onlyRejected = await list("?type=comment&state=rejected&limit=200");
    const found = onlyRejected.json.items.find((item) => item.id === rejected);
    expect(found).toMatchObject({ state: "rejected", reason: "Duplicate", isApproved: false });
    expect(
      onlyRejected.json.items.every((item) => item.type === "comment" && item.state === "rejected"),
    ).toBe(true);

    const jobs = await list("?type=job", profile.token, "profile");
    expect(jobs.status).toBe(200);
    expect(jobs.json.items.every((item) => item.type === "job")).toBe(true);

    const all = await list("?state=pending");
    const badge = await api<{ pending: number }>("/api/admin/moderation/pending", { token: admin.token });
    expect(badge.status).toBe(200);
    expect(badge.json.pending).toBe(all.json.counts.pending);

    const before = badge.json.pending;
    await pendingComment(`Badge ${RUN}`);
    const after = await api<{ pending: number }>("/api/profile/moderation/pending", { token: profile.token });
    expect(after.json.pending).toBe(before + 1);
  });

  it("400 for an unknown type or state; a bad page or limit is clamped", async () => {
    const badType = await list("?type=blog");
    expect(badType.status).toBe(400);
    expect(badType.json).toEqual({ success: false, message: "type must be comment, event or job" });
    const badState = await list("?state=spam");
    expect(badState.status).toBe(400);
    expect(badState.json.success).toBe(false);
    const clamped = await list("?page=-3&limit=100000");
    expect(clamped.status).toBe(200);
    expect(clamped.json.pagination).toMatchObject({ page: 1, pageSize: 200 });
  });
});

describe("POST /api/{role}/moderation", () => {
  it("approves a mix of items: each outcome on its own, one audit entry per decision", async () => {
    const comment = await pendingComment();
    const event = await submitEvent();
    const job = await submitJob();
    const response = await decide({
      action: "approve",
      items: [
        { type: "comment", id: comment },
        { type: "comment", id: UNKNOWN_ID },
        { type: "event", id: "123" },
        { type: "event", id: event },
        { type: "job", id: job },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.json.results).toEqual([
      { type: "comment", id: comment, ok: true },
      { type: "comment", id: UNKNOWN_ID, ok: false, message: "Comment not found" },
      { type: "event", id: "123", ok: false, message: "Invalid id" },
      { type: "event", id: event, ok: true },
      { type: "job", id: job, ok: true },
    ]);
    expect(response.json.message).toBe("3 of 5 items updated");
    const stored = await Event.findById(event).lean();
    expect(stored).toMatchObject({ state: "approved", isApproved: true });
    expect(stored?.approvedAt).toBeInstanceOf(Date);
    expect(String(stored?.decidedBy)).toBe(admin.id);
    expect(await AuditLog.countDocuments({ userId: admin.id, action: "job.approve", targetId: job })).toBe(1);
    expect(
      await AuditLog.countDocuments({ userId: admin.id, action: "comment.approve", targetId: comment }),
    ).toBe(1);

    const comments = await api<{ comments: Array<{ _id: string }> }>(`/api/blog/comments/${blogId}`);
    expect(comments.json.comments.map((c) => c._id)).toContain(comment);
  });

  it("rejects with one reason for all, keeps the items, and hides an approved one from visitors", async () => {
    const comment = await pendingComment(`Visible ${RUN}`);
    const event = await submitEvent();
    await decide({
      action: "approve",
      items: [
        { type: "comment", id: comment },
        { type: "event", id: event },
      ],
    });
    expect((await appFetch(`${baseUrl()}/events/${event}`)).status).toBe(200);

    const response = await decide(
      {
        action: "reject",
        items: [
          { type: "comment", id: comment },
          { type: "event", id: event },
        ],
        reason: "Not relevant to HR",
      },
      profile.token,
      "profile",
    );
    expect(response.status).toBe(200);
    expect(response.json.results.every((result) => result.ok)).toBe(true);
    const stored = await Comment.findById(comment).lean();
    expect(stored).toMatchObject({ state: "rejected", isApproved: false, reason: "Not relevant to HR" });
    expect(stored?.decidedAt).toBeInstanceOf(Date);
    expect(String(stored?.decidedBy)).toBe(profile.id);

    const comments = await api<{ comments: Array<{ _id: string }> }>(`/api/blog/comments/${blogId}`);
    expect(comments.json.comments.map((c) => c._id)).not.toContain(comment);
    expect((await appFetch(`${baseUrl()}/events/${event}`)).status).toBe(404);

    // A rejected item can still be approved later, or deleted.
    const again = await decide({ action: "approve", items: [{ type: "comment", id: comment }] });
    expect(again.json.results[0]).toEqual({ type: "comment", id: comment, ok: true });
    expect(await Comment.findById(comment).lean()).toMatchObject({ state: "approved", isApproved: true });
    const removed = await decide({ action: "delete", items: [{ type: "event", id: event }] });
    expect(removed.json.results[0]).toEqual({ type: "event", id: event, ok: true });
    expect(await Event.exists({ _id: event })).toBeNull();
  });

  it("deletes a mix of items; unknown and malformed ids fail alone", async () => {
    const job = await submitJob();
    const comment = await pendingComment();
    const response = await decide({
      action: "delete",
      items: [
        { type: "job", id: job },
        { type: "job", id: UNKNOWN_ID },
        { type: "comment", id: "not-an-id" },
        { type: "comment", id: comment },
      ],
    });
    expect(response.status).toBe(200);
    expect(response.json.results.map((result) => result.ok)).toEqual([true, false, false, true]);
    expect(response.json.results[1]!.message).toBe("Job not found");
    expect(response.json.results[2]!.message).toBe("Invalid id");
    expect(await Job.exists({ _id: job })).toBeNull();
    expect(await Comment.exists({ _id: comment })).toBeNull();
  });

  it.each([
    ["no body", undefined, "action must be approve, reject, delete or spam"],
    ["no items", { action: "approve", items: [] }, "Select at least one item"],
    [
      "an unknown action",
      { action: "publish", items: [{ type: "job", id: UNKNOWN_ID }] },
      "action must be approve, reject, delete or spam",
    ],
    [
      "an unknown type",
      { action: "approve", items: [{ type: "blog", id: UNKNOWN_ID }] },
      "type must be comment, event or job",
    ],
    [
      "a reject without a reason",
      { action: "reject", items: [{ type: "job", id: UNKNOWN_ID }] },
      "A reason is required to reject",
    ],
    [
      "a reason over 500 characters",
      { action: "reject", items: [{ type: "job", id: UNKNOWN_ID }], reason: "x".repeat(501) },
      "Reason must be at most 500 characters",
    ],
    [
      "more than 200 items",
      { action: "delete", items: Array.from({ length: 201 }, () => ({ type: "job", id: UNKNOWN_ID })) },
      "At most 200 items per call",
    ],
  ])("400 for %s", async (_name, body, message) => {
    const response = await api("/api/admin/moderation", {
      method: "POST",
      token: admin.token,
      ...(body === undefined ? {} : { body }),
    });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    expect(response.json.message).toBe(message);
  });
});

describe("word back to the submitter", () => {
  it("mails the approval with the public link, and the rejection with the reason", async () => {
    const approvedTo = emailFor("approved");
    const rejectedTo = emailFor("rejected");
    const event = await submitEvent(approvedTo.toUpperCase());
    const job = await submitJob(rejectedTo);
    expect((await Event.findById(event).lean())?.submitterEmail).toBe(approvedTo);

    await decide({ action: "approve", items: [{ type: "event", id: event }] });
    const [approval] = await waitForMails(approvedTo);
    expect(approval!.parsed.subject).toContain("is live");
    expect(linkIn(approval!, `${baseUrl()}/events/`)).toBe(`${baseUrl()}/events/${event}`);

    await decide({
      action: "reject",
      items: [{ type: "job", id: job }],
      reason: "Missing details: add a salary",
    });
    const [rejection] = await waitForMails(rejectedTo);
    expect(rejection!.parsed.subject).toContain("was not published");
    expect(rejection!.parsed.text).toContain("Missing details: add a salary");
    expect(rejection!.parsed.html).toContain("Missing details: add a salary");

    // Approving again changes nothing and mails nothing more.
    await decide({ action: "approve", items: [{ type: "event", id: event }] });
    expect(await moderationMails("event", event)).toBe(1);
  });

  it("mails nobody when no e-mail was given, and never for spam", async () => {
    const silent = await submitEvent();
    await decide({ action: "approve", items: [{ type: "event", id: silent }] });
    expect(await moderationMails("event", silent)).toBe(0);

    const spamTo = emailFor("spam");
    const spam = await submitJob(spamTo);
    const response = await decide({ action: "spam", items: [{ type: "job", id: spam }] });
    expect(response.json.results[0]).toEqual({ type: "job", id: spam, ok: true });
    expect(await Job.findById(spam).lean()).toMatchObject({ state: "rejected", spam: true, reason: "Spam" });
    expect(await moderationMails("job", spam)).toBe(0);
  });

  it("keeps the comment form's e-mail private", async () => {
    const email = emailFor("commenter");
    const response = await api("/api/blog/add-comment", {
      body: { blog: blogId, name: `Private ${RUN}`, content: "Hello", email },
    });
    expect(response.status).toBe(201);
    const stored = await Comment.findOne({ blog: blogId, name: `Private ${RUN}` }).lean();
    expect(stored).toMatchObject({ submitterEmail: email, state: "pending" });
    await decide({ action: "approve", items: [{ type: "comment", id: String(stored!._id) }] });
    const page = await api<{ comments: Array<Record<string, unknown>> }>(`/api/blog/comments/${blogId}`);
    expect(JSON.stringify(page.json)).not.toContain(email);
    const [mail] = await waitForMails(email);
    expect(linkIn(mail!, `${baseUrl()}/blog/`)).toBe(`${baseUrl()}/blog/${blogId}`);
  });

  it("400 for a malformed e-mail on the public forms", async () => {
    const comment = await api("/api/blog/add-comment", {
      body: { blog: blogId, name: "N", content: "C", email: "not-an-address" },
    });
    expect(comment.status).toBe(400);
    expect(comment.json).toEqual({ success: false, message: "Please enter a valid email address" });
    const form = new FormData();
    form.append("title", `${RUN} job bad mail`);
    form.append("email", "nope");
    const job = await api("/api/job/create-job", { form });
    expect(job.status).toBe(400);
    expect(job.json.success).toBe(false);
  });
});

describe("spam tools and blocks", () => {
  it("spam + block: the submitter's pending items are rejected and later ones are stored as spam", async () => {
    const email = emailFor("spammer");
    const first = await submitJob(email);
    const second = await submitEvent(email);
    const response = await decide({
      action: "spam",
      items: [{ type: "job", id: first }],
      block: true,
      sameSubmitter: true,
    });
    expect(response.status).toBe(200);
    expect(response.json.alsoRejected).toBeGreaterThanOrEqual(1);
    expect(response.json.blocked).toBeGreaterThanOrEqual(1);
    expect(await Event.findById(second).lean()).toMatchObject({ state: "rejected", spam: true });

    const blocks = await api<{ blocks: Array<{ _id: string; email?: string; address?: string }> }>(
      "/api/profile/moderation/blocks",
      { token: profile.token },
    );
    const emailBlock = blocks.json.blocks.find((block) => block.email === email);
    expect(emailBlock).toBeDefined();
    // The test client's address was blocked too: lift that block so only the e-mail one is tested.
    for (const block of blocks.json.blocks.filter((entry) => entry.address)) {
      const removed = await api(`/api/admin/moderation/unblock/${block._id}`, {
        method: "POST",
        token: admin.token,
      });
      expect(removed.status).toBe(200);
    }

    // The next submission gets the usual answer but is stored as rejected spam, never mailed.
    const later = await submitJob(email);
    expect(await Job.findById(later).lean()).toMatchObject({
      state: "rejected",
      spam: true,
      isApproved: false,
    });
    const pending = await list("?type=job&state=pending&limit=200");
    expect(pending.json.items.map((item) => item.id)).not.toContain(later);
    expect(await moderationMails("job", later)).toBe(0);

    const unblocked = await api(`/api/admin/moderation/unblock/${emailBlock!._id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(unblocked.json).toEqual({ success: true, message: "Block removed" });
    const next = await submitJob(email);
    expect(await Job.findById(next).lean()).toMatchObject({ state: "pending" });
  });

  it("blocks the client address recorded at submission", async () => {
    const job = await submitJob();
    const address = (await Job.findById(job).lean())?.submitterAddress;
    expect(address).toBeTruthy();
    await decide({ action: "spam", items: [{ type: "job", id: job }], block: true });
    const blocks = await api<{ blocks: Array<{ _id: string; address?: string }> }>(
      "/api/admin/moderation/blocks",
      { token: admin.token },
    );
    const block = blocks.json.blocks.find((entry) => entry.address === address);
    expect(block).toBeDefined();
    try {
      const later = await pendingCommentThroughApi();
      expect(later).toMatchObject({ state: "rejected", spam: true });
    } finally {
      await api(`/api/admin/moderation/unblock/${block!._id}`, { method: "POST", token: admin.token });
    }
    expect(await pendingCommentThroughApi()).toMatchObject({ state: "pending" });
  });

  it("unblock: 404 for an unknown block, 400 for a malformed id", async () => {
    const missing = await api(`/api/admin/moderation/unblock/${UNKNOWN_ID}`, {
      method: "POST",
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Block not found" });
    const malformed = await api("/api/admin/moderation/unblock/xyz", { method: "POST", token: admin.token });
    expect(malformed.status).toBe(400);
  });
});

async function pendingCommentThroughApi() {
  const name = `Api ${RUN} ${randomBytes(3).toString("hex")}`;
  const response = await api("/api/blog/add-comment", { body: { blog: blogId, name, content: "Hi" } });
  expect(response.status).toBe(201);
  return Comment.findOne({ blog: blogId, name }).lean();
}

describe("saved replies", () => {
  it("starts from the four defaults and can be added to, edited and removed", async () => {
    const listed = await api<{ replies: Array<{ _id: string; text: string }> }>(
      "/api/admin/moderation/replies",
      { token: admin.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.json.replies.length).toBeGreaterThan(0);

    const added = await api<{ reply: { _id: string; text: string } }>("/api/profile/moderation/replies", {
      method: "POST",
      token: profile.token,
      body: { text: `  Off topic ${RUN}  ` },
    });
    expect(added.status).toBe(201);
    expect(added.json.reply.text).toBe(`Off topic ${RUN}`);
    const id = added.json.reply._id;

    const edited = await api(`/api/admin/moderation/replies/${id}`, {
      method: "PUT",
      token: admin.token,
      body: { text: `Off topic for HR ${RUN}` },
    });
    expect(edited.status).toBe(200);
    const after = await api<{ replies: Array<{ _id: string; text: string }> }>(
      "/api/admin/moderation/replies",
      {
        token: admin.token,
      },
    );
    expect(after.json.replies.at(-1)).toEqual({ _id: id, text: `Off topic for HR ${RUN}` });

    const removed = await api(`/api/admin/moderation/replies/${id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.json).toEqual({ success: true, message: "Saved reply deleted" });
    const gone = await api(`/api/admin/moderation/replies/${id}`, { method: "DELETE", token: admin.token });
    expect(gone.status).toBe(404);
  });

  it("400 for an empty or too long reply, 404 for an unknown one", async () => {
    const empty = await api("/api/admin/moderation/replies", {
      method: "POST",
      token: admin.token,
      body: { text: "   " },
    });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ success: false, message: "Reply text is required" });
    const long = await api(`/api/admin/moderation/replies/${UNKNOWN_ID}`, {
      method: "PUT",
      token: admin.token,
      body: { text: "x".repeat(501) },
    });
    expect(long.status).toBe(400);
    const missing = await api(`/api/admin/moderation/replies/${UNKNOWN_ID}`, {
      method: "PUT",
      token: admin.token,
      body: { text: "Fine" },
    });
    expect(missing.status).toBe(404);
  });
});
