// The full export (GET /api/admin/export) restores: its archive imported with `source: "hrpulse"` into
// a second site with an empty database of its own gives the same public API answers, images included;
// a second import adds nothing; a file that is not an export fails and stores nothing.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import { processImage } from "@/lib/images/process";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Image } from "@/models/Image";
import { Job } from "@/models/Job";
import { Subscriber } from "@/models/Subscriber";
import { User } from "@/models/User";
import { pngFile } from "../../fixtures/images";
import { startLocalDb, type LocalDb } from "../../../scripts/lib/local-db";
import { startStack, type AppServer } from "../../helpers/app-server";
import { archiveEntryNames } from "../../helpers/archive";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

let admin: TestUser;
let editor: TestUser;
let member: TestMember;
let dataDir: string;
let emptyDb: LocalDb;
let empty: AppServer;
let emptyAdminToken: string;
let archive: Buffer;

async function importInto(url: string, token: string, bytes: Buffer, source = "hrpulse") {
  const form = new FormData();
  form.set("source", source);
  form.set("file", new Blob([new Uint8Array(bytes)]), "export.tar.gz");
  const queued = await appFetch(`${url}/api/admin/import`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(queued.status).toBe(202);
  const { importId } = (await queued.json()) as { importId: string };
  const giveUpAt = Date.now() + 120_000;
  while (Date.now() < giveUpAt) {
    const run = (await (
      await appFetch(`${url}/api/admin/import/${importId}`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      state: string;
      counts: Record<string, number>;
      errors: Array<{ message: string }>;
    };
    if (run.state === "done" || run.state === "failed") return run;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the import did not finish");
}

/** Public API answers that show the whole public site (lists, an article, its comments, images). */
async function publicAnswers(url: string): Promise<Record<string, unknown>> {
  const read = async (pathname: string) =>
    (await appFetch(`${url}${pathname}`)).json() as Promise<Record<string, unknown>>;
  const blogs = (await read("/api/blog/all?page=1&limit=30")) as {
    blogs: Array<{ _id: string; image?: string | null }>;
  };
  const first = blogs.blogs[0]!;
  const answers: Record<string, unknown> = {
    blogs,
    secondPage: await read("/api/blog/all?page=2&limit=2"),
    jobs: await read("/api/job/all"),
    events: await read("/api/event/all"),
    certifications: await read("/api/admin/certifications"),
    article: await read(`/api/blog/${first._id}`),
    comments: await read(`/api/blog/comments/${first._id}`),
  };
  const image = blogs.blogs.find((blog) => blog.image?.startsWith("/api/images/"))?.image;
  if (image)
    answers.image = Buffer.from(await (await appFetch(`${url}${image}`)).arrayBuffer()).toString("base64");
  return answers;
}

/** What this file exports: every file removes what it created, so the site holds only this. */
async function createContent(): Promise<void> {
  const run = `rt${randomBytes(4).toString("hex")}`;
  const image = await Image.create(await processImage(await pngFile(60, 40)));
  const blogIds: string[] = [];
  for (const n of [0, 1, 2]) {
    const blog = await Blog.create({
      title: `${run} Round trip ${n}`,
      subTitle: "Exported and back",
      description: `<p>Post ${n} of the round trip.</p>`,
      excerpt: `Post ${n} of the round trip.`,
      author: { name: "Export Tester" },
      category: ["Payroll" as const],
      tags: [`Tag ${run}`],
      image: `/api/images/${String(image._id)}`,
      isPublished: true,
    });
    blogIds.push(String(blog._id));
  }
  await Comment.create({
    blog: blogIds[0],
    name: "Reader",
    content: "Kept across the move",
    isApproved: true,
  });
  // More than a bulk of 200 in one collection: FerretDB once hung on a second import of that many.
  await Comment.insertMany(
    Array.from({ length: 250 }, (_, n) => ({
      blog: blogIds[0],
      name: "Waiting reader",
      content: `Held for review ${n}`,
      isApproved: false,
    })),
  );
  await Blog.create({
    title: `${run} Draft`,
    subTitle: "Not public",
    author: { name: "Export Tester" },
    isPublished: false,
  });
  await Job.create({
    title: `${run} Recruiter`,
    company: "Acme",
    location: "Leeds",
    description: "Hire.",
    link: "https://jobs.example.com/1",
    isApproved: true,
  });
  await Event.create({
    title: `${run} Meetup`,
    description: "Talks",
    date: new Date(Date.now() + 86_400_000 * 30),
    physical: true,
    location: "Leeds",
    isApproved: true,
  });
  await Certification.create({
    title: `${run} Course`,
    skills: "Law",
    description: "<p>Learn</p>",
    date: new Date("2027-03-15"),
    duration: "6 weeks",
    registrationLink: "https://learn.example.com",
    level: "Beginner",
  });
  await Subscriber.create({ email: `${run}@example.test`, state: "active", confirmedAt: new Date() });
}

beforeAll(async () => {
  [admin, editor] = await Promise.all([createStaffUser("admin"), createStaffUser("profile")]);
  await createContent();
  member = await signInMember(baseUrl());
  dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-restore-"));
  emptyDb = await startLocalDb({ dataDir, database: `hrnews_restore_${randomBytes(3).toString("hex")}` });
  const connection = await mongoose.createConnection(emptyDb.uri).asPromise();
  const user = await connection.model("User", User.schema).create({
    name: "Restore admin",
    email: "restore@example.test",
    passwordHash: await hashPassword(`pw-${randomBytes(8).toString("hex")}`),
    role: "admin",
  });
  await connection.close();
  emptyAdminToken = signToken({ userId: String(user._id), role: "admin" }).token;
  empty = await startStack({ MONGODB_URI: emptyDb.uri, PROXY_CACHE: "off" });
}, 240_000);

afterAll(async () => {
  await empty?.stop();
  await emptyDb?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /api/admin/export", () => {
  it("streams a tar.gz with one JSON document per collection, the images as files and a manifest", async () => {
    const response = await appFetch(`${baseUrl()}/api/admin/export`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hrpulse-export-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    archive = Buffer.from(await response.arrayBuffer());
    const names = await archiveEntryNames(archive);
    expect(names).toEqual(
      expect.arrayContaining([
        "posts.json",
        "comments.json",
        "events.json",
        "jobs.json",
        "certifications.json",
        "subscribers.json",
        "members.json",
        "manifest.json",
      ]),
    );
    expect(names.some((name) => /^images\/[a-f0-9]{24}\.(png|jpg|webp|gif)$/.test(name))).toBe(true);
    expect(names).not.toContain("membersessions.json");
    expect(names).not.toContain("users.json");
  }, 120_000);

  it("needs an admin: 401 without a token or with a member session, 403 for another role", async () => {
    expect((await api("/api/admin/export")).status).toBe(401);
    expect((await api("/api/admin/export", { headers: { Cookie: member.cookie } })).status).toBe(401);
    expect((await api("/api/admin/export", { token: editor.token })).status).toBe(403);
  });
});

describe("the export imported into an empty site", () => {
  it("gives the same public API answers", async () => {
    const before = await publicAnswers(baseUrl());
    const run = await importInto(empty.url, emptyAdminToken, archive);
    expect(run.errors).toEqual([]);
    expect(run.state).toBe("done");
    expect(run.counts.posts).toBeGreaterThan(0);
    expect(await publicAnswers(empty.url)).toEqual(before);
  }, 240_000);

  it("adds nothing the second time", async () => {
    const run = await importInto(empty.url, emptyAdminToken, archive);
    expect(run.state).toBe("done");
    expect(run.counts).toMatchObject({ posts: 0, comments: 0, images: 0, jobs: 0, events: 0 });
  }, 240_000);

  it("fails with a clear error for a file that is not an export", async () => {
    const run = await importInto(empty.url, emptyAdminToken, Buffer.from("not a tarball at all"));
    expect(run.state).toBe("failed");
    expect(run.errors.at(-1)!.message).toMatch(/not an HR Pulse export/);
  }, 120_000);
});
