// Imports (issue 35): a WordPress export (WXR) with posts in every state, nested comments, a featured
// image and body images from a local server (one missing), WP Job Manager jobs and The Events Calendar
// events; a Ghost export with Lexical posts and tags. Counts, states, threads, images, tags and the old
// addresses' 301s are checked; a second import adds nothing; a malformed or foreign file fails with a
// clear error and stores nothing; a 50 MB export streams through.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { pngFile } from "../../fixtures/images";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const RUN = `imp${randomBytes(4).toString("hex")}`;
const FIXTURES = path.join(process.cwd(), "tests/fixtures/import");
const UNKNOWN_ID = "0123456789abcdef01234567";

let images: Server;
let imagesUrl = "";
let admin: TestUser;
let editor: TestUser;
let member: TestMember;

type Counts = Record<"posts" | "comments" | "images" | "authors" | "jobs" | "events" | "skipped", number>;
type RunAnswer = { state: string; counts: Counts; errors: Array<{ item: string; message: string }> };

function fixture(name: string, run = RUN): string {
  return readFileSync(path.join(FIXTURES, name), "utf8")
    .replaceAll("{{RUN}}", run)
    .replaceAll("{{IMAGES}}", imagesUrl);
}

async function upload(content: string, source: string, fileName = "export.xml", token = admin.token) {
  const form = new FormData();
  form.set("source", source);
  form.set("file", new Blob([content]), fileName);
  const response = await appFetch(`${baseUrl()}/api/admin/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    json: (await response.json()) as { success: boolean; importId?: string; message?: string },
  };
}

/** Polls the run until it ends (the client gives up after a minute). */
async function finished(importId: string): Promise<RunAnswer> {
  const giveUpAt = Date.now() + 60_000;
  while (Date.now() < giveUpAt) {
    const { json } = await api<RunAnswer>(`/api/admin/import/${importId}`, { token: admin.token });
    if (json.state === "done" || json.state === "failed") return json;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`import ${importId} did not finish`);
}

async function importFile(content: string, source: string, fileName?: string): Promise<RunAnswer> {
  const queued = await upload(content, source, fileName);
  expect(queued.status).toBe(202);
  expect(queued.json.success).toBe(true);
  return finished(queued.json.importId!);
}

beforeAll(async () => {
  const png = await pngFile(60, 40);
  images = createServer((req, res) => {
    if (req.url?.startsWith("/uploads/") && !req.url.includes("missing")) {
      res.writeHead(200, { "Content-Type": "image/png" }).end(png);
    } else res.writeHead(404).end("not found");
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  [admin, editor] = await Promise.all([createStaffUser("admin"), createStaffUser("profile")]);
  member = await signInMember(baseUrl());
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => images?.close(resolve));
});

describe("a WordPress export", () => {
  let first: RunAnswer;
  beforeAll(async () => {
    first = await importFile(fixture("wordpress.xml"), "wordpress");
  }, 120_000);

  it("finishes with the counts of what it stored and one error line for the missing image", () => {
    expect(first.state).toBe("done");
    expect(first.counts).toEqual({
      posts: 3,
      comments: 3,
      images: 2,
      authors: 2,
      jobs: 2,
      events: 1,
      skipped: 2,
    });
    expect(first.errors).toHaveLength(1);
    expect(first.errors[0]!.message).toContain("missing.png");
  });

  it("keeps each post's state, date, author, categories, tags, images and sanitized body", async () => {
    const post = await Blog.findOne({ title: `${RUN} Payroll in 2024` })
      .select("+searchText")
      .lean();
    expect(post).toMatchObject({
      isPublished: true,
      subTitle: "What changes for payroll teams.",
      author: { name: "Jane Doe" },
      category: ["Payroll"],
      tags: [`People Ops ${RUN}`, `Tax ${RUN}`],
    });
    expect(post!.createdAt!.toISOString()).toBe("2023-05-01T09:30:00.000Z");
    expect(post!.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
    expect(post!.description).toMatch(/<img src="\/api\/images\/[a-f0-9]{24}" alt="Chart" \/?>/);
    expect(post!.description).not.toContain(imagesUrl + "/uploads/chart.png");
    expect(post!.description).not.toContain("<script");
    const draft = await Blog.findOne({ title: `${RUN} A draft about benefits` }).lean();
    expect(draft).toMatchObject({ isPublished: false, author: { name: "Al Smith" } });
    const scheduled = await Blog.findOne({ title: `${RUN} Coming soon: the pay report` }).lean();
    expect(scheduled!.isPublished).toBe(true);
    expect(scheduled!.publishAt!.toISOString()).toBe("2030-01-15T08:00:00.000Z");
    const image = await appFetch(`${baseUrl()}${post!.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  it("keeps the approved comments with their threads (not the spam)", async () => {
    const post = await Blog.findOne({ title: `${RUN} Payroll in 2024` }).lean();
    const comments = await Comment.find({ blog: post!._id }).sort({ createdAt: 1 }).lean();
    expect(comments.map((comment) => [comment.name, comment.content, comment.isApproved])).toEqual([
      ["Bob", "First!", true],
      ["Carol", "Replying to Bob", true],
      ["Dan", "Replying to Carol", true],
    ]);
    const [bob, carol, dan] = comments;
    expect(bob!.parent ?? null).toBeNull();
    // One thread under Bob's comment; Dan answers Carol inside it.
    expect(String(carol!.parent)).toBe(String(bob!._id));
    expect(String(dan!.parent)).toBe(String(bob!._id));
    expect(String(dan!.replyTo)).toBe(String(carol!._id));
    expect(dan!.replyToName).toBe("Carol");
  });

  it("turns WP Job Manager listings into jobs and The Events Calendar events into events", async () => {
    const partner = await Job.findOne({ title: `${RUN} HR Business Partner` }).lean();
    expect(partner).toMatchObject({
      company: `Acme ${RUN}`,
      location: "Leeds, UK",
      workplace: "remote",
      applyUrl: "https://acme.example/jobs/1",
      status: "open",
      isApproved: true,
      state: "approved",
    });
    expect(partner!.validThrough!.toISOString()).toBe("2099-12-31T00:00:00.000Z");
    const officer = await Job.findOne({ title: `${RUN} Payroll Officer` }).lean();
    expect(officer).toMatchObject({ status: "filled", applyEmail: "jobs@beta.example" });
    const summit = await Event.findOne({ title: `${RUN} Reward Summit` }).lean();
    expect(summit).toMatchObject({
      location: "Conference Centre, Manchester",
      timeZone: "Europe/London",
      price: { amount: 199, currency: "GBP" },
      isApproved: true,
    });
    // 09:00 in London on 10 June is 08:00 UTC (summer time).
    expect(summit!.date.toISOString()).toBe("2099-06-10T08:00:00.000Z");
    expect(summit!.endDate!.toISOString()).toBe("2099-06-11T16:00:00.000Z");
  });

  it("answers the old permalinks with a 301 to the new article, which shows the tags", async () => {
    const post = await Blog.findOne({ title: `${RUN} Payroll in 2024` }).lean();
    for (const old of ["/2023/05/payroll-in-2024/", "/2023/05/payroll-in-2024", "/?p=101"]) {
      const response = await appFetch(`${baseUrl()}${old}`, { redirect: "manual" });
      expect({ old, status: response.status }).toEqual({ old, status: 301 });
      expect(new URL(response.headers.get("location")!, baseUrl()).pathname).toBe(
        `/blog/${String(post!._id)}`,
      );
    }
    const article = await appFetch(`${baseUrl()}/blog/${String(post!._id)}`);
    const html = await article.text();
    expect(html).toContain(`Tax ${RUN}`);
    expect(html).toContain(`People Ops ${RUN}`);
  });

  it("makes the tags searchable", async () => {
    const { json } = await api<{ blogs: Array<{ title: string }> }>(
      `/api/blog/all?search=${encodeURIComponent(`tax ${RUN}`)}`,
    );
    expect(json.blogs.map((blog) => blog.title)).toEqual([`${RUN} Payroll in 2024`]);
  });

  it("adds nothing when the same file is imported again", async () => {
    const before = await Promise.all(
      [Blog, Comment, Job, Event].map((model) => (model as typeof Blog).countDocuments()),
    );
    const again = await importFile(fixture("wordpress.xml"), "wordpress");
    expect(again.state).toBe("done");
    expect(again.counts).toMatchObject({ posts: 0, comments: 0, jobs: 0, events: 0 });
    const after = await Promise.all(
      [Blog, Comment, Job, Event].map((model) => (model as typeof Blog).countDocuments()),
    );
    expect(after).toEqual(before);
  }, 120_000);

  it("still sends a trailing-slash address that is no old post to the path without it", async () => {
    const response = await appFetch(`${baseUrl()}/jobs/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location")!, baseUrl()).pathname).toBe("/jobs");
  });
});

describe("a file that is not a valid export", () => {
  it("fails with a clear error and stores nothing when the XML breaks off half-way", async () => {
    const run = `${RUN}x`;
    const text = fixture("wordpress.xml", run);
    const broken = text.slice(0, text.indexOf("<title><![CDATA[" + run + " HR Business Partner"));
    const result = await importFile(broken, "wordpress");
    expect(result.state).toBe("failed");
    expect(result.errors.at(-1)!.message).toMatch(/not well-formed XML/);
    expect(await Blog.countDocuments({ title: { $regex: `^${run} ` } })).toBe(0);
  }, 120_000);

  it("refuses an RSS feed that is not a WordPress export", async () => {
    const result = await importFile(
      '<?xml version="1.0"?><rss version="2.0"><channel><title>x</title></channel></rss>',
      "wordpress",
    );
    expect(result.state).toBe("failed");
    expect(result.errors.at(-1)!.message).toContain("not a WordPress export");
  }, 60_000);

  it("refuses a JSON file that is not a Ghost export", async () => {
    const result = await importFile('{"hello":"world"}', "ghost", "export.json");
    expect(result.state).toBe("failed");
    expect(result.errors.at(-1)!.message).toContain("not a Ghost export");
  }, 60_000);
});

describe("a Ghost export", () => {
  it("imports Lexical posts with their tags, author, image, states and old addresses", async () => {
    const result = await importFile(fixture("ghost.json"), "ghost", "ghost.json");
    expect(result.state).toBe("done");
    expect(result.counts).toMatchObject({ posts: 3, skipped: 1, images: 1, authors: 2 });
    const post = await Blog.findOne({ title: `${RUN} Hybrid work, two years on` }).lean();
    expect(post).toMatchObject({
      isPublished: true,
      subTitle: "Lessons from the office.",
      author: { name: "Grace Ghost" },
      category: ["HR Technology"],
      tags: [`Remote ${RUN}`],
    });
    expect(post!.description).toContain("<strong>Bold start</strong>");
    expect(post!.description).toContain("<h2>What we learned</h2>");
    expect(post!.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
    expect(await Blog.findOne({ title: `${RUN} Draft on pensions` }).lean()).toMatchObject({
      isPublished: false,
    });
    const scheduled = await Blog.findOne({ title: `${RUN} Scheduled: the 2031 outlook` }).lean();
    expect(scheduled!.publishAt!.toISOString()).toBe("2031-01-01T09:00:00.000Z");
    const old = await appFetch(`${baseUrl()}/${RUN}-hybrid-work/`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location")!, baseUrl()).pathname).toBe(`/blog/${String(post!._id)}`);
  }, 120_000);
});

describe("a 50 MB WordPress export", () => {
  it("streams through and imports its posts", async () => {
    const run = `${RUN}big`;
    const filler = `<p>${"Lorem ipsum dolor sit amet. ".repeat(400)}</p>`;
    const pages = Array.from(
      { length: 4700 },
      (_, n) =>
        `<item><title>Page ${n}</title><wp:post_id>${5000 + n}</wp:post_id><wp:status>publish</wp:status><wp:post_type>page</wp:post_type><content:encoded><![CDATA[${filler}]]></content:encoded></item>`,
    ).join("\n");
    const text = fixture("wordpress.xml", run).replace("</channel>", `${pages}\n</channel>`);
    expect(Buffer.byteLength(text)).toBeGreaterThan(50 * 1024 * 1024);
    const result = await importFile(text, "wordpress");
    expect(result.state).toBe("done");
    expect(result.counts).toMatchObject({ posts: 3, jobs: 2, events: 1, skipped: 4702 });
  }, 300_000);
});

describe("POST /api/admin/import and GET /api/admin/import/{id}", () => {
  it("need an admin: 401 without a token or with a member session, 403 for another role", async () => {
    expect((await api("/api/admin/import", { method: "POST", body: {} })).status).toBe(401);
    expect(
      (await api("/api/admin/import", { method: "POST", body: {}, headers: { Cookie: member.cookie } }))
        .status,
    ).toBe(401);
    expect((await upload("<rss/>", "wordpress", "x.xml", editor.token)).status).toBe(403);
    expect((await api(`/api/admin/import/${UNKNOWN_ID}`)).status).toBe(401);
    expect((await api(`/api/admin/import/${UNKNOWN_ID}`, { token: editor.token })).status).toBe(403);
  });

  it("answer 400 for a body that is not an upload, a missing file or an unknown source", async () => {
    const json = await api("/api/admin/import", {
      method: "POST",
      token: admin.token,
      body: { source: "wordpress" },
    });
    expect(json.status).toBe(400);
    expect(json.json).toEqual({
      success: false,
      message: "Send the export as multipart/form-data with a file field",
    });
    const form = new FormData();
    form.set("source", "wordpress");
    const noFile = await appFetch(`${baseUrl()}/api/admin/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ success: false, message: "Choose an export file to import" });
    const wrongSource = await upload("<rss/>", "blogger");
    expect(wrongSource.status).toBe(400);
    expect(wrongSource.json).toEqual({
      success: false,
      message: 'source must be "wordpress", "ghost" or "hrpulse"',
    });
  });

  it("answer 404 for an unknown import and 400 for a malformed id", async () => {
    const unknown = await api(`/api/admin/import/${UNKNOWN_ID}`, { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Import not found" });
    expect((await api("/api/admin/import/not-an-id", { token: admin.token })).status).toBe(400);
  });
});
