// Scheduled posts: published with a future publishAt, a post is nowhere public (listings, article,
// API, feeds, sitemap, comments) until its time, then appears by itself within 60 s with its
// publication time as its date. Unpublishing cancels the schedule; the cron route does the same run.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { BlogSchedule } from "@/models/BlogSchedule";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { addBlogThroughApi, blogFields, pageText, updateBlogThroughApi } from "../../helpers/blog-forms";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";

connectAroundFile();

const RUN = `sched${randomBytes(4).toString("hex")}`;
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ _id: { $in: [admin.id] } });
});

type Row = { _id: string; status: string; publishAt?: string; isPublished: boolean };

/** Every place a visitor could find the post: which of them show it. */
async function whereVisible(id: string, title: string): Promise<string[]> {
  const found: string[] = [];
  const listing = await api<{ blogs: Array<{ _id: string }> }>(`/api/blog/all?search=${RUN}`);
  if (listing.json.blogs.some((blog) => blog._id === id)) found.push("search API");
  const payroll = await api<{ blogs: Array<{ _id: string }> }>("/api/blog/all?category=Payroll&limit=100");
  if (payroll.json.blogs.some((blog) => blog._id === id)) found.push("category API");
  if ((await api(`/api/blog/${id}`)).status === 200) found.push("article API");
  if ((await pageText(baseUrl(), `/blog/${id}`)).status === 200) found.push("article page");
  if ((await pageText(baseUrl(), "/")).text.includes(title)) found.push("home page");
  if ((await pageText(baseUrl(), "/category/payroll")).text.includes(title)) found.push("category page");
  if ((await pageText(baseUrl(), "/feed.xml")).text.includes(id)) found.push("feed");
  if ((await pageText(baseUrl(), "/category/payroll/feed.xml")).text.includes(id))
    found.push("category feed");
  if ((await pageText(baseUrl(), "/sitemap/0.xml")).text.includes(`/blog/${id}`)) found.push("sitemap");
  if ((await api(`/api/blog/comments/${id}`)).status === 200) found.push("comments API");
  return found;
}

const EVERYWHERE = [
  "search API",
  "category API",
  "article API",
  "article page",
  "home page",
  "category page",
  "feed",
  "category feed",
  "sitemap",
  "comments API",
];

describe("a scheduled post", () => {
  it("is invisible everywhere until its time, then appears by itself within 60 s, dated by it", async () => {
    // Every public copy is cached before the post exists, as on a busy site.
    await whereVisible("000000000000000000000000", "nothing");
    const publishAt = new Date(Date.now() + 15_000);
    publishAt.setMilliseconds(0);
    const fields = blogFields(RUN, { isPublished: true, publishAt: publishAt.toISOString() });
    const id = await addBlogThroughApi(admin.token, fields);

    expect(await whereVisible(id, fields.title)).toEqual([]);
    const comment = await api("/api/blog/add-comment", {
      body: { blog: id, name: "Early", content: "First!" },
    });
    expect(comment.status).toBe(404);
    // The checks above ran before the publication time, or they would prove nothing: the server
    // still calls the post scheduled after them (its own clock, not the test's).
    const rows = await api<{ blogs: Row[] }>(`/api/admin/blogs?limit=200`, { token: admin.token });
    expect(rows.json.blogs.find((row) => row._id === id)).toMatchObject({
      status: "scheduled",
      isPublished: true,
      publishAt: publishAt.toISOString(),
    });

    let visible: string[] = [];
    while (Date.now() < publishAt.getTime() + 60_000) {
      visible = await whereVisible(id, fields.title);
      if (visible.length === EVERYWHERE.length) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(visible).toEqual(EVERYWHERE);
    const lateComment = await api("/api/blog/add-comment", {
      body: { blog: id, name: "Later", content: "Now it is out" },
    });
    expect(lateComment.status).toBe(201);
    const article = await api<{ blog: { createdAt: string } }>(`/api/blog/${id}`);
    expect(article.json.blog.createdAt).toBe(publishAt.toISOString());
    expect(await BlogSchedule.exists({ _id: id })).toBeNull();
  }, 120_000);

  it("is counted on the dashboard and cancelled by unpublishing (toggle or save)", async () => {
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    const fields = blogFields(RUN, { isPublished: true, publishAt });
    const toggled = await addBlogThroughApi(admin.token, fields);
    const saved = await addBlogThroughApi(admin.token, blogFields(RUN, { isPublished: true, publishAt }));

    const dashboard = await api<{ dashboardData: { scheduled: number } }>("/api/admin/dashboard", {
      token: admin.token,
    });
    expect(dashboard.json.dashboardData.scheduled).toBeGreaterThanOrEqual(2);

    const toggle = await api<{ isPublished: boolean }>(`/api/blog/toggle-publish/${toggled}`, {
      method: "POST",
      token: admin.token,
    });
    expect(toggle.json.isPublished).toBe(false);
    const save = await updateBlogThroughApi(admin.token, saved, { ...fields, isPublished: false });
    expect(save.json.blog).toMatchObject({ status: "unpublished", publishAt: null });

    for (const id of [toggled, saved]) {
      const stored = await Blog.findById(id).lean();
      expect(stored?.isPublished).toBe(false);
      expect(stored?.publishAt).toBeUndefined();
      expect(stored!.createdAt.getTime()).toBeLessThan(Date.parse(publishAt));
      expect(await BlogSchedule.exists({ _id: id })).toBeNull();
    }
    // Published again, the post appears now (not at the cancelled time).
    await api(`/api/blog/toggle-publish/${toggled}`, { method: "POST", token: admin.token });
    expect((await api(`/api/blog/${toggled}`)).status).toBe(200);
  });

  it("moves with an edit of its time, and a past time publishes at once", async () => {
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const fields = blogFields(RUN, {
      isPublished: true,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const id = await addBlogThroughApi(admin.token, fields);
    const moved = await updateBlogThroughApi(admin.token, id, { ...fields, publishAt: later });
    expect(moved.json.blog).toMatchObject({ status: "scheduled", publishAt: later });
    expect((await BlogSchedule.findById(id).lean())?.publishAt.toISOString()).toBe(later);

    const now = await updateBlogThroughApi(admin.token, id, { ...fields, publishAt: "2020-01-01T00:00:00Z" });
    expect(now.json.blog).toMatchObject({ status: "published", publishAt: null });
    expect((await api(`/api/blog/${id}`)).status).toBe(200);
  });
});

describe("POST /api/cron/publish", () => {
  it("401 without or with a wrong secret", async () => {
    expect((await api("/api/cron/publish", { method: "POST" })).status).toBe(401);
    const wrong = await api("/api/cron/publish", {
      method: "POST",
      headers: { Authorization: "Bearer wrong" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.success).toBe(false);
  });

  it("publishes the posts whose time has come", async () => {
    const publishAt = new Date(Date.now() - 1000);
    const blog = await Blog.create({
      title: `${RUN} due`,
      subTitle: "Due now",
      author: { name: "Scheduler test" },
      category: ["Payroll"],
      isPublished: true,
      publishAt,
      createdAt: publishAt,
    });
    await BlogSchedule.create({ _id: blog._id, publishAt });
    const response = await runCron<{ published: number }>("/api/cron/publish", {
      method: "POST",
      headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
    });
    expect(response.status).toBe(202);
    expect(typeof response.json.published).toBe("number");
    // The servers' own check may have claimed it first: either way it is done and public.
    expect(await BlogSchedule.exists({ _id: blog._id })).toBeNull();
    expect((await api(`/api/blog/${blog._id}`)).status).toBe(200);
  });
});
