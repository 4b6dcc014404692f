// Sitemap, robots.txt, the RSS feed and the iCalendar files, read over HTTP as crawlers and readers do.
import { randomBytes } from "node:crypto";
import ical, { type VEvent } from "node-ical";
import Parser from "rss-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `feed${randomBytes(4).toString("hex")}`;
let staff: TestUser;

beforeAll(async () => {
  staff = await createStaffUser("profile");
});

async function text(path: string) {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(20000) });
  return {
    status: response.status,
    type: response.headers.get("content-type") ?? "",
    body: await response.text(),
    headers: response.headers,
  };
}

/** Every <loc> of every sitemap file the index lists. */
async function sitemapUrls(): Promise<string[]> {
  const index = await text("/sitemap_index.xml");
  expect(index.status).toBe(200);
  expect(index.body).toContain("<sitemapindex");
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  expect(files[0]).toBe("/sitemap/0.xml");
  const urls: string[] = [];
  for (const file of files) {
    const sitemap = await text(file);
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).toContain("<urlset");
    urls.push(...[...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""));
  }
  return urls;
}

async function draft(title: string) {
  return Blog.create({
    title,
    subTitle: `About ${title}`,
    ...blogTextFields({ title, subTitle: `About ${title}`, description: "<p>Body</p>" }),
    author: { name: "Feed Author" },
    category: ["Benefits"],
    isPublished: false,
  });
}

describe("sitemap", () => {
  it("lists the public sections and approved items, with lastModified", async () => {
    const job = await Job.create({ title: `${RUN} job`, company: "C", isApproved: true });
    const pendingJob = await Job.create({ title: `${RUN} pending job`, company: "C", isApproved: false });
    const event = await Event.create({ title: `${RUN} event`, date: new Date(), isApproved: true });
    const urls = await sitemapUrls();
    for (const path of ["/jobs", "/events", "/certifications", "/about"]) {
      expect(urls.some((url) => new URL(url).pathname === path)).toBe(true);
    }
    expect(urls.some((url) => url.endsWith(`/jobs/${job._id}`))).toBe(true);
    expect(urls.some((url) => url.endsWith(`/events/${event._id}`))).toBe(true);
    expect(urls.some((url) => url.endsWith(`/jobs/${pendingJob._id}`))).toBe(false);
    const first = await text("/sitemap/0.xml");
    expect(first.body).toMatch(
      new RegExp(`/jobs/${job._id}</loc>\\s*<lastmod>${job.updatedAt.toISOString()}`),
    );
    expect((await text("/sitemap/99.xml")).status).toBe(404);
  });

  it("contains a freshly published post and drops it after unpublish", async () => {
    const blog = await draft(`${RUN} sitemap post`);
    const path = `/blog/${blog._id}`;
    expect((await sitemapUrls()).some((url) => url.endsWith(path))).toBe(false);

    const published = await api(`/api/blog/toggle-publish/${blog._id}`, {
      method: "POST",
      token: staff.token,
    });
    expect(published.json).toMatchObject({ success: true, isPublished: true });
    expect((await sitemapUrls()).some((url) => url.endsWith(path))).toBe(true);

    const hidden = await api(`/api/blog/toggle-publish/${blog._id}`, { method: "POST", token: staff.token });
    expect(hidden.json).toMatchObject({ success: true, isPublished: false });
    expect((await sitemapUrls()).some((url) => url.endsWith(path))).toBe(false);
  });
});

describe("/sitemap.xml", () => {
  it("redirects permanently to the sitemap index", async () => {
    const response = await appFetch(`${baseUrl()}/sitemap.xml`, {
      redirect: "manual",
      signal: AbortSignal.timeout(20000),
    });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location") ?? "", baseUrl()).pathname).toBe("/sitemap_index.xml");
  });
});

describe("robots.txt", () => {
  it("keeps crawlers out of the back-office and the API and points at the sitemap", async () => {
    const robots = await text("/robots.txt");
    expect(robots.status).toBe(200);
    const lines = robots.body.split("\n").map((line) => line.trim());
    expect(lines).toContain("User-Agent: *");
    expect(lines).toContain("Disallow: /profile");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain(`Sitemap: ${process.env.NEXT_PUBLIC_SITE_URL ?? baseUrl()}/sitemap_index.xml`);
    expect(lines).not.toContain("Disallow: /");
  });
});

describe("/feed.xml", () => {
  it("is RSS 2.0 that rss-parser reads: newest published posts first, drafts left out", async () => {
    const older = await draft(`${RUN} older & <wiser>`);
    await Blog.updateOne({ _id: older._id }, { $set: { isPublished: true } });
    const newer = await draft(`${RUN} newer`);
    await Blog.updateOne(
      { _id: newer._id },
      { $set: { isPublished: true, createdAt: new Date(Date.now() + 60_000) } },
      { timestamps: false },
    );
    const hidden = await draft(`${RUN} hidden`);

    const feed = await text("/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.type).toContain("application/rss+xml");
    const parsed = await new Parser().parseString(feed.body);
    expect(parsed.items.length).toBeLessThanOrEqual(50);
    const links = parsed.items.map((item) => item.link ?? "");
    const newerAt = links.findIndex((link) => link.endsWith(`/blog/${newer._id}`));
    const olderAt = links.findIndex((link) => link.endsWith(`/blog/${older._id}`));
    expect(newerAt).toBe(0);
    expect(olderAt).toBeGreaterThan(newerAt);
    expect(parsed.items[olderAt]?.title).toBe(`${RUN} older & <wiser>`);
    expect(links.some((link) => link.endsWith(`/blog/${hidden._id}`))).toBe(false);
  });
});

describe("iCalendar", () => {
  it("/events.ics lists upcoming approved events only", async () => {
    // iCalendar times have whole seconds.
    const upcoming = await Event.create({
      title: `${RUN} upcoming`,
      description: "Talks",
      date: new Date(Math.floor(Date.now() / 1000) * 1000 + 5 * 86_400_000),
      physical: true,
      location: "Leeds",
      isApproved: true,
    });
    const pending = await Event.create({
      title: `${RUN} pending`,
      date: new Date(Date.now() + 5 * 86_400_000),
      isApproved: false,
    });
    const past = await Event.create({
      title: `${RUN} past`,
      date: new Date(Date.now() - 40 * 86_400_000),
      isApproved: true,
    });
    const calendar = await text("/events.ics");
    expect(calendar.status).toBe(200);
    expect(calendar.type).toContain("text/calendar");
    const events = Object.values(ical.sync.parseICS(calendar.body)).filter(
      (e): e is VEvent => e?.type === "VEVENT",
    );
    const mine = events.find((event) => String(event.uid).startsWith(`${upcoming._id}@`));
    expect(mine?.summary).toBe(`${RUN} upcoming`);
    expect(mine?.start.toISOString()).toBe(upcoming.date.toISOString());
    expect(mine?.location).toBe("Leeds");
    for (const hidden of [pending, past]) {
      expect(events.some((event) => String(event.uid).startsWith(`${hidden._id}@`))).toBe(false);
    }
  });

  it("/events/{id}/calendar.ics downloads one event", async () => {
    const event = await Event.create({
      title: `${RUN} single`,
      date: new Date(Date.now() + 86_400_000),
      physical: false,
      link: "https://meet.example.com/y",
      isApproved: true,
    });
    const file = await text(`/events/${event._id}/calendar.ics`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain("attachment");
    const events = Object.values(ical.sync.parseICS(file.body)).filter(
      (e): e is VEvent => e?.type === "VEVENT",
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ summary: `${RUN} single`, location: "https://meet.example.com/y" });
  });
});
