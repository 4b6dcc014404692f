import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Feed } from "@/models/Feed";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { resetCollections } from "../../helpers/db";
import { connectAroundFile } from "../../helpers/db-hooks";
import { type FeedServer, startFeedServer } from "../../helpers/feed-server";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";
import { appFetch } from "../../helpers/cache-log";

type ImportResult = {
  imported: number;
  skipped: number;
  existing: number;
  failed: { feed: string; message: string }[];
};

connectAroundFile();

let server: FeedServer;
let staff: TestUser;
const secret = () => {
  const value = process.env.CRON_SECRET;
  if (!value) throw new Error("CRON_SECRET is not set: run through npm test");
  return value;
};
const cron = (method: "GET" | "POST" = "POST", authorization = `Bearer ${secret()}`) =>
  runCron<ImportResult>("/api/cron/rss-import", { method, headers: { Authorization: authorization } });

const GOOD_FEEDS = ["/rss.xml", "/atom.xml", "/injection.xml", "/missing.xml"];
const BAD_FEEDS: [string, RegExp][] = [
  ["/malformed.xml", /not valid RSS or Atom/],
  ["/not-a-feed", /not valid RSS or Atom/],
  ["/error500", /HTTP 500/],
  ["/oversize.xml", /larger than 5 MB/],
];

beforeAll(async () => {
  server = await startFeedServer();
  staff = await createStaffUser("profile");
  // The feed list is this area's own collection: start from an empty one.
  await resetCollections("feeds");
});

afterAll(async () => {
  await Feed.deleteMany({ url: { $regex: "^http://127\\.0\\.0\\.1:" } });
  await server.close();
});

describe("cron authorisation", () => {
  it.each([
    ["missing", undefined],
    ["wrong", "Bearer not-the-secret"],
    ["not a bearer", "__SECRET__"],
    ["longer", "Bearer __SECRET__x"],
  ])("refuses a %s secret with 401", async (_label, header) => {
    const headers: Record<string, string> = {};
    if (header) headers.Authorization = header.replace("__SECRET__", secret());
    for (const method of ["GET", "POST"]) {
      const response = await api("/api/cron/rss-import", { method, headers });
      expect(response.status).toBe(401);
      expect(response.json).toMatchObject({ success: false, message: "Invalid or missing cron secret" });
    }
  });

  it("does not accept a staff token in place of the secret", async () => {
    const response = await api("/api/cron/rss-import", { method: "POST", token: staff.token });
    expect(response.status).toBe(401);
  });

  it("runs with the right secret on GET and POST (no feeds yet: nothing to do)", async () => {
    for (const method of ["GET", "POST"] as const) {
      const response = await cron(method);
      expect(response.status).toBe(202);
      expect(response.json).toMatchObject({ success: true, imported: 0, skipped: 0, failed: [] });
    }
  });
});

describe("importing the fixture feeds", () => {
  let first: ImportResult;
  /** When the first import was asked for and when it answered (the app runs on the test's host). */
  let importStarted = 0;
  let importEnded = 0;

  beforeAll(async () => {
    await Feed.create([
      { url: server.url("/rss.xml"), category: "Payroll" as const },
      { url: server.url("/atom.xml"), category: "Performance Management" as const },
      { url: server.url("/injection.xml"), category: "HR Technology" as const },
      { url: server.url("/missing.xml"), category: "Benefits" as const },
      ...BAD_FEEDS.map(([path]) => ({ url: server.url(path), category: "Payroll" as const })),
    ]);
    importStarted = Date.now();
    const response = await cron("POST");
    importEnded = Date.now();
    expect(response.status).toBe(202);
    first = response.json;
  });

  it("imports every good item, skips items without link or title, lists failed feeds", () => {
    // rss 3 + atom 2 + injection 1 + missing 3 (2 of its 5 items lack a link or a title)
    expect(first.imported).toBe(9);
    expect(first.skipped).toBe(2);
    expect(first.existing).toBe(0);
    expect(first.failed).toHaveLength(BAD_FEEDS.length);
    for (const [path, message] of BAD_FEEDS) {
      const failure = first.failed.find((entry) => entry.feed === server.url(path));
      expect(failure, path).toBeDefined();
      expect(failure!.message).toMatch(message);
    }
    for (const path of GOOD_FEEDS)
      expect(first.failed.some((entry) => entry.feed === server.url(path))).toBe(false);
  });

  it("stores RSS 2.0 items as published RSS blogs with their fields", async () => {
    const run = server.runId;
    const payroll = await Blog.findOne({
      rssSource: `https://people-weekly.example.com/${run}/payroll-trends`,
    }).lean();
    expect(payroll).toMatchObject({
      title: `Payroll trends ${run} & outlook`,
      isPublished: true,
      isFromRss: true,
      category: ["Payroll"],
      author: { name: "Dana Writer" },
      subTitle: `Payroll teams are automating more of their work in ${run}.`,
    });
    expect(payroll!.description).toContain("<strong>automating</strong>");
    expect(payroll?.createdAt?.toISOString()).toBe("2025-06-03T09:30:00.000Z");
    // cdn.example.com cannot be reached: the post is imported without an image, never with the outside URL.
    expect(payroll!.image).toBeUndefined();

    const benefits = await Blog.findOne({
      rssSource: `https://people-weekly.example.com/${run}/benefits-survey`,
    }).lean();
    expect(benefits).toMatchObject({ author: { name: `People Weekly ${run}` } });
    expect(benefits!.image).toBeUndefined();
    expect(benefits!.description).toContain("<h2>Survey</h2>");

    const talent = await Blog.findOne({
      rssSource: `https://people-weekly.example.com/${run}/talent-market`,
    }).lean();
    expect(talent!.image).toBeUndefined();
  });

  it("stores Atom entries", async () => {
    const run = server.runId;
    const perf = await Blog.findOne({
      rssSource: `https://atom-hr.example.com/${run}/performance-reviews`,
    }).lean();
    expect(perf).toMatchObject({
      title: `Performance reviews rethought ${run}`,
      author: { name: "Alex Atom" },
      category: ["Performance Management"],
      isFromRss: true,
    });
    expect(perf?.createdAt?.toISOString()).toBe("2025-05-20T10:00:00.000Z");
    const analytics = await Blog.findOne({
      rssSource: `https://atom-hr.example.com/${run}/people-analytics`,
    }).lean();
    expect(analytics!.subTitle).toBe(`Start with clean data ${run}.`);
    expect(analytics?.author?.name).toBe(`Atom HR Journal ${run}`);
  });

  it("dates items without a valid date now, and never in the future", async () => {
    const run = server.runId;
    const links = ["no-date", "future", "bad-date"].map((slug) => `https://gaps.example.com/${run}/${slug}`);
    const blogs = await Blog.find({ rssSource: { $in: links } }).lean();
    expect(blogs).toHaveLength(3);
    for (const blog of blogs) {
      // Dated during the import: an order of events, not a duration.
      expect(blog.createdAt!.getTime()).toBeGreaterThanOrEqual(importStarted);
      expect(blog.createdAt!.getTime()).toBeLessThanOrEqual(importEnded);
    }
    const skipped = await Blog.countDocuments({
      $or: [{ title: `No link here ${run}` }, { rssSource: `https://gaps.example.com/${run}/no-title` }],
    });
    expect(skipped).toBe(0);
  });

  it("strips every script and event handler from the stored blog and the article page", async () => {
    const run = server.runId;
    const blog = await Blog.findOne({ rssSource: `https://evil.example.com/${run}/hostile` }).lean();
    expect(blog).not.toBeNull();
    expect(blog!.title).toBe(`Safe headline ${run}`);
    expect(blog!.description).toContain(`Visible body ${run}`);
    expect(blog!.description).toContain(`https://cdn.example.com/${run}/ok.png`);
    const stored = JSON.stringify(blog);
    expect(stored).not.toMatch(/xss-/);
    expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style/i);
    expect(blog?.author?.name).not.toMatch(/<|xss/);

    const page = await appFetch(`${baseUrl()}/blog/${String(blog!._id)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Safe headline ${run}`);
    expect(html).not.toContain(`xss-${run}`);
    expect(html).not.toMatch(/onerror=|onclick=/i);
  });

  it("records each feed's last run", async () => {
    const rss = await Feed.findOne({ url: server.url("/rss.xml") }).lean();
    expect(rss!.lastRun).toMatchObject({ imported: 3, skipped: 0 });
    expect(rss!.lastRun!.error ?? null).toBeNull();
    expect(rss!.title).toBe(`People Weekly ${server.runId}`);
    const missing = await Feed.findOne({ url: server.url("/missing.xml") }).lean();
    expect(missing!.lastRun).toMatchObject({ imported: 3, skipped: 2 });
    const broken = await Feed.findOne({ url: server.url("/error500") }).lean();
    expect(broken!.lastRun!.error).toMatch(/HTTP 500/);
    expect(broken!.lastRun!.at).toBeInstanceOf(Date);
  });

  it("imports nothing new on a second run", async () => {
    const response = await cron("GET");
    expect(response.status).toBe(202);
    expect(response.json).toMatchObject({ success: true, imported: 0, skipped: 2, existing: 9 });
    expect(response.json.failed).toHaveLength(BAD_FEEDS.length);
    const count = await Blog.countDocuments({ rssSource: { $regex: server.runId } });
    expect(count).toBe(9);
  });
});

describe("concurrent runs", () => {
  it("leave exactly one blog per link", async () => {
    const tag = `${server.runId}-concurrent`;
    await Feed.create({
      url: server.url(`/generated.xml?tag=${tag}&count=12`),
      category: "Talent Acquisition",
    });
    const [a, b] = await Promise.all([cron("POST"), cron("POST")]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.json.imported + b.json.imported).toBe(12);
    const links = Array.from(
      { length: 12 },
      (_, index) => `https://generated.example.com/${tag}/story-${index + 1}`,
    );
    const counts = await Blog.aggregate<{ _id: string; n: number }>([
      { $match: { rssSource: { $in: links } } },
      { $group: { _id: "$rssSource", n: { $sum: 1 } } },
    ]);
    expect(counts).toHaveLength(12);
    expect(counts.every((entry) => entry.n === 1)).toBe(true);
  });
});

describe("POST /api/profile/import-rss", () => {
  it("needs a staff token", async () => {
    expect((await api("/api/profile/import-rss", { method: "POST" })).status).toBe(401);
    expect((await api("/api/profile/import-rss", { method: "POST", token: "garbage" })).status).toBe(401);
    expect(
      (
        await api("/api/profile/import-rss", {
          method: "POST",
          headers: { Authorization: `Bearer ${secret()}` },
        })
      ).status,
    ).toBe(401);
  });

  it("runs the same import for staff and summarises it", async () => {
    const tag = `${server.runId}-staff`;
    await Feed.create({ url: server.url(`/generated.xml?tag=${tag}&count=2`), category: "Benefits" });
    const response = await api<ImportResult>("/api/profile/import-rss", {
      method: "POST",
      token: staff.token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({ success: true, imported: 2, skipped: 2 });
    expect(response.json.message).toBe(`Imported 2, skipped 2, ${BAD_FEEDS.length} feeds failed`);
    const blogs = await Blog.find({ rssSource: { $regex: tag } }).lean();
    expect(blogs.map((blog) => blog.category)).toEqual([["Benefits"], ["Benefits"]]);
  });
});
