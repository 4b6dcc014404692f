// Public URLs: every listing state at its own path, 308s from /page/1-style paths and from the old
// query-string forms (no query left over), 404s for what does not exist, searches at /?search=…,
// and per-category RSS feeds that hold only their category's posts.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = `urls${randomBytes(4).toString("hex")}`;
let admin: TestUser;

const get = (path: string) =>
  appFetch(`${baseUrl()}${path}`, { redirect: "manual", signal: AbortSignal.timeout(20000) });

/** The path and query a redirect points at, resolved against the site. */
const target = (response: Response) => {
  const location = response.headers.get("location");
  if (!location) return null;
  const url = new URL(location, baseUrl());
  return `${url.pathname}${url.search}`;
};

async function addBlog(title: string, category: string): Promise<string> {
  const form = new FormData();
  form.append(
    "blog",
    JSON.stringify({
      title,
      subTitle: "Feed",
      description: "<p>Body</p>",
      category: [category],
      isPublished: true,
    }),
  );
  const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
  expect(response.status, response.json.message).toBe(201);
  return response.json.blog._id;
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ _id: admin.id });
});

describe("308 to the path form", () => {
  it.each([
    ["/?category=Payroll&page=2", "/category/payroll/page/2"],
    ["/?category=People%20Analytics", "/category/people-analytics"],
    ["/?category=Payroll&page=1&utm_source=mail", "/category/payroll"],
    ["/?page=3", "/page/3"],
    ["/?page=1", "/"],
    ["/jobs?page=3", "/jobs/page/3"],
    ["/events?page=2", "/events/page/2"],
    ["/certifications?page=2", "/certifications/page/2"],
    ["/certification?id=0123456789abcdef01234567", "/certifications/0123456789abcdef01234567"],
    ["/page/1", "/"],
    ["/category/payroll/page/1", "/category/payroll"],
    ["/jobs/page/1", "/jobs"],
    ["/events/page/1", "/events"],
    ["/certifications/page/1", "/certifications"],
  ])("%s → %s", async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(308);
    expect(target(response)).toBe(to);
  });
});

describe("404 for what does not exist", () => {
  it.each([
    "/page/99999",
    "/page/abc",
    "/page/02",
    "/category/nonsense",
    "/category/Payroll",
    "/category/payroll/page/99999",
    "/jobs/page/99999",
    "/events/page/99999",
    "/certifications/page/99999",
    "/certifications/0123456789abcdef01234567",
    "/certifications/not-an-id",
    "/category/nonsense/feed.xml",
  ])("%s", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("searches", () => {
  it("renders results at /?search=… and sends the admin word to the back-office", async () => {
    const title = `${RUN} searchable`;
    await addBlog(title, "Benefits");
    const found = await get(`/?search=${RUN}`);
    expect(found.status).toBe(200);
    expect(await found.text()).toContain(title);
    const inCategory = await get(`/?search=${RUN}&category=Payroll`);
    expect(inCategory.status).toBe(200);
    expect(await inCategory.text()).not.toContain(title);

    const admin = await get("/?search=admin");
    expect(admin.status).toBe(307);
    expect(target(admin)).toBe("/profile");
  });

  it("keeps crawlers off the search route", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots.split("\n")).toContain("Disallow: /search");
  });
});

describe("category feeds", () => {
  it("/category/{slug}/feed.xml holds only that category's posts and is linked from the category page", async () => {
    const payroll = `${RUN} payroll post`;
    const benefits = `${RUN} benefits post`;
    await addBlog(payroll, "Payroll");
    await addBlog(benefits, "Benefits");

    const feed = await get("/category/payroll/feed.xml");
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toMatch(/application\/rss\+xml/);
    const xml = await feed.text();
    expect(xml).toContain(payroll);
    expect(xml).not.toContain(benefits);
    const items = xml.split("<item>").slice(1);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(50);
    for (const item of items) expect(item).toContain("<category>Payroll</category>");
    expect(xml).toMatch(/<atom:link href="[^"]*\/category\/payroll\/feed\.xml" rel="self"/);

    const site = await (await get("/feed.xml")).text();
    expect(site).toContain(payroll);
    expect(site).toContain(benefits);

    const html = await (await get("/category/payroll")).text();
    expect(html).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/category\/payroll\/feed\.xml"/,
    );
  });
});

describe("listing links use the path form", () => {
  it("category tabs and the canonical link of a category page", async () => {
    const html = await (await get("/category/people-analytics")).text();
    expect(html).toContain('href="/category/payroll"');
    expect(html).toContain('href="/category/people-analytics"');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/category\/people-analytics"/);
    expect(html).not.toMatch(/href="\/\?category=/);
  });
});
