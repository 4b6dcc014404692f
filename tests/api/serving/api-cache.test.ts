// Cached public API reads: each answers with a strong ETag, 304 to a matching If-None-Match, and a
// new ETag once a write changes what it lists (the same tagged cache as the pages).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `etag${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let blogId: string;

async function get(path: string, etag?: string) {
  const response = await appFetch(`${baseUrl()}${path}`, {
    headers: etag ? { "If-None-Match": etag } : {},
    signal: AbortSignal.timeout(20000),
  });
  return { status: response.status, etag: response.headers.get("etag"), body: await response.text() };
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  const form = new FormData();
  const blog = {
    title: `${RUN} post`,
    subTitle: "ETag",
    description: "<p>Body</p>",
    category: ["Payroll"],
    isPublished: true,
  };
  form.append("blog", JSON.stringify(blog));
  const created = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
  expect(created.status, created.json.message).toBe(201);
  blogId = created.json.blog._id;
});

afterAll(async () => {
  await Comment.deleteMany({ content: { $regex: RUN } });
  await Blog.deleteMany({ title: { $regex: RUN } });
  await Job.deleteMany({ title: { $regex: RUN } });
  await Event.deleteMany({ title: { $regex: RUN } });
  await Certification.deleteMany({ title: { $regex: RUN } });
});

/** Each cached route, and a write (straight to the database, then "public" expired in the shared store) that changes it. */
const ROUTES: [string, () => string, () => Promise<unknown>][] = [
  [
    "GET /api/blog/all",
    () => "/api/blog/all",
    () => Blog.updateOne({ _id: blogId }, { $set: { title: `${RUN} post renamed` } }),
  ],
  [
    "GET /api/blog/{id}",
    () => `/api/blog/${blogId}`,
    () => Blog.updateOne({ _id: blogId }, { $set: { subTitle: `${RUN} new` } }),
  ],
  [
    "GET /api/blog/comments/{id}",
    () => `/api/blog/comments/${blogId}`,
    () => Comment.create({ blog: blogId, name: "Reader", content: `${RUN} comment`, isApproved: true }),
  ],
  [
    "GET /api/event/all",
    () => "/api/event/all",
    () => Event.create({ title: `${RUN} event`, date: new Date(Date.now() + 86400000), isApproved: true }),
  ],
  [
    "GET /api/job/all",
    () => "/api/job/all",
    () => Job.create({ title: `${RUN} job`, company: "Acme", isApproved: true }),
  ],
  [
    "GET /api/admin/certifications",
    () => "/api/admin/certifications",
    () =>
      Certification.create({
        title: `${RUN} certification`,
        skills: "Payroll",
        description: "<p>Learn</p>",
        date: new Date(),
        duration: "2 days",
        registrationLink: "https://example.com/register",
      }),
  ],
];

describe.each(ROUTES)("%s", (_name, path, write) => {
  it("sends a strong ETag, answers 304 to it, and a new one after a write", async () => {
    const first = await get(path());
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toMatchObject({ success: true });
    expect(first.etag).toMatch(/^"[^"]+"$/);

    const again = await get(path(), first.etag!);
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.etag).toBe(first.etag);
    // Any other validator gets the full answer.
    expect((await get(path(), '"something-else"')).status).toBe(200);

    await write();
    const changed = await get(path(), first.etag!);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(first.etag);
  });
});

describe("uncached variants", () => {
  it("search results carry no ETag", async () => {
    const blogs = await get(`/api/blog/all?search=${RUN}`);
    expect(blogs.status).toBe(200);
    expect(blogs.etag).toBeNull();
    const events = await get(`/api/event/all?search=${RUN}`);
    expect(events.status).toBe(200);
    expect(events.etag).toBeNull();
  });

  it("staff reading a post get a private answer without an ETag", async () => {
    const response = await api(`/api/blog/${blogId}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeNull();
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("an unknown post is still a 404", async () => {
    const response = await api("/api/blog/0123456789abcdef01234567");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: "Blog not found" });
  });
});
