import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { createStaffUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

type Card = {
  _id: string;
  title: string;
  excerpt: string;
  description?: string;
  createdAt: string;
  category: string[];
};
type ListJson = {
  blogs: Card[];
  pagination: { total: number; totalPages: number; page: number; limit: number };
};

// Every title carries this tag, so searches only ever see this file's blogs.
const tag = `pubtag${randomBytes(5).toString("hex")}`;
const ids: Record<string, string> = {};

async function insertBlog(
  key: string,
  input: {
    title: string;
    subTitle?: string;
    description?: string;
    isPublished?: boolean;
    category?: string[];
    minutesAgo: number;
  },
) {
  const subTitle = input.subTitle ?? "A subtitle";
  const description = input.description ?? "<p>Body text</p>";
  const createdAt = new Date(Date.now() - input.minutesAgo * 60_000);
  const result = await Blog.collection.insertOne({
    title: input.title,
    subTitle,
    ...blogTextFields({ title: input.title, subTitle, description }),
    author: { name: "Test Author" },
    category: input.category ?? [],
    isPublished: input.isPublished ?? true,
    isFromRss: false,
    createdAt,
    updatedAt: createdAt,
  });
  ids[key] = String(result.insertedId);
}

function list(query: Record<string, string | number>) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return api<ListJson>(`/api/blog/all?${params}`);
}

beforeAll(async () => {
  await insertBlog("payroll", {
    title: `${tag} Payroll basics`,
    category: ["Payroll"],
    minutesAgo: 1,
    description: "<p>How to run <strong>payroll</strong> &amp; taxes well.</p>",
  });
  await insertBlog("benefits", {
    title: `${tag} Benefits guide`,
    category: ["Benefits"],
    minutesAgo: 2,
    subTitle: "Subtitle with UniqueSubWord",
  });
  await insertBlog("regex", {
    title: `${tag} Regex .* (literal) text`,
    category: ["HR Technology"],
    minutesAgo: 3,
    description: "<p>Deep BodyOnlyWord here</p>",
  });
  await insertBlog("draft", {
    title: `${tag} Hidden draft`,
    isPublished: false,
    category: ["Payroll"],
    minutesAgo: 0,
  });
  for (let i = 0; i < 4; i += 1)
    await insertBlog(`extra${i}`, {
      title: `${tag} Extra ${i}`,
      category: ["Total Rewards"],
      minutesAgo: 10 + i,
    });
});

describe("GET /api/blog/all", () => {
  it("lists published blogs only, newest first, with card fields and no body", async () => {
    const response = await list({ search: tag });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    expect(typeof response.json.message).toBe("string");
    const titles = response.json.blogs.map((blog) => blog.title);
    expect(titles).not.toContain(`${tag} Hidden draft`);
    expect(titles.slice(0, 3)).toEqual([
      `${tag} Payroll basics`,
      `${tag} Benefits guide`,
      `${tag} Regex .* (literal) text`,
    ]);
    expect(response.json.pagination).toMatchObject({ total: 7, totalPages: 1, page: 1, limit: 30 });
    const first = response.json.blogs[0]!;
    expect(first.description).toBeUndefined();
    expect(first.excerpt).toBe("How to run payroll & taxes well.");
    expect(first).not.toHaveProperty("searchText");
  });

  it("filters by category, and All means every category", async () => {
    const payroll = await list({ search: tag, category: "Payroll" });
    expect(payroll.json.blogs.map((blog) => blog.title)).toEqual([`${tag} Payroll basics`]);
    const all = await list({ search: tag, category: "All" });
    expect(all.json.pagination.total).toBe(7);
  });

  it("rejects an unknown category with 400", async () => {
    const response = await list({ category: "Gardening" });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message: "Unknown category" });
  });

  it("searches title, subtitle and description text case-insensitively", async () => {
    const bySub = await list({ search: "uniquesubword" });
    expect(bySub.json.blogs.map((blog) => blog.title)).toContain(`${tag} Benefits guide`);
    const byBody = await list({ search: "BODYONLYWORD" });
    expect(byBody.json.blogs.map((blog) => blog.title)).toContain(`${tag} Regex .* (literal) text`);
    const byTitle = await list({ search: tag.toUpperCase() });
    expect(byTitle.json.pagination.total).toBe(7);
  });

  it.each([".*", "(", "Regex .* (literal", "[a-z]+", "\\", "$^"])(
    "treats %s as literal text",
    async (term) => {
      const response = await list({ search: `${tag} ${term}` });
      expect(response.status).toBe(200);
      const expected = term === "Regex .* (literal" ? [`${tag} Regex .* (literal) text`] : [];
      expect(response.json.blogs.map((blog) => blog.title)).toEqual(expected);
    },
  );

  it("gives an empty page with total 0 and 0 pages when nothing matches", async () => {
    const response = await list({ search: `${tag}-nothing-matches` });
    expect(response.status).toBe(200);
    expect(response.json.blogs).toEqual([]);
    expect(response.json.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it("paginates with limit and page", async () => {
    const page1 = await list({ search: tag, limit: 3, page: 1 });
    const page3 = await list({ search: tag, limit: 3, page: 3 });
    expect(page1.json.pagination).toMatchObject({ total: 7, totalPages: 3, page: 1, limit: 3 });
    expect(page1.json.blogs).toHaveLength(3);
    expect(page3.json.blogs.map((blog) => blog.title)).toEqual([`${tag} Extra 3`]);
  });

  it("answers a page beyond the end with an empty list and the real totals", async () => {
    const response = await list({ search: tag, limit: 3, page: 9 });
    expect(response.status).toBe(200);
    expect(response.json.blogs).toEqual([]);
    expect(response.json.pagination).toMatchObject({ total: 7, totalPages: 3, page: 9 });
  });

  it.each([
    [{ page: 0 }, 1, 30],
    [{ page: -4 }, 1, 30],
    [{ page: "abc" }, 1, 30],
    [{ page: 1.5 }, 1, 30],
    [{ limit: 1000 }, 1, 100],
    [{ limit: 0 }, 1, 1],
    [{ limit: "lots" }, 1, 30],
  ])("clamps bad paging values %o", async (query, page, limit) => {
    const response = await list({ search: tag, ...query });
    expect(response.status).toBe(200);
    expect(response.json.pagination).toMatchObject({ page, limit });
  });

  it("rejects an over-long search with 400", async () => {
    const response = await list({ search: "x".repeat(201) });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});

describe("GET /api/blog/{id}", () => {
  it("returns a published blog with its body", async () => {
    const response = await api<{ blog: Card & { description: string; author: { name: string } } }>(
      `/api/blog/${ids.payroll}`,
    );
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    expect(response.json.blog.title).toBe(`${tag} Payroll basics`);
    expect(response.json.blog.description).toContain("<strong>payroll</strong>");
    expect(response.json.blog.author.name).toBe("Test Author");
  });

  it("hides an unpublished blog from the public with 404", async () => {
    const response = await api(`/api/blog/${ids.draft}`);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ success: false, message: "Blog not found" });
  });

  it("lets signed-in staff read a draft", async () => {
    const staff = await createStaffUser("admin");
    const response = await api<{ blog: Card }>(`/api/blog/${ids.draft}`, { token: staff.token });
    expect(response.status).toBe(200);
    expect(response.json.blog.title).toBe(`${tag} Hidden draft`);
  });

  it("answers an unknown id with 404", async () => {
    const response = await api(`/api/blog/${new mongoose.Types.ObjectId().toString()}`);
    expect(response.status).toBe(404);
    expect(response.json.success).toBe(false);
  });

  it.each(["not-an-id", "123", "zzzzzzzzzzzzzzzzzzzzzzzz"])(
    "answers a malformed id %s with 400",
    async (id) => {
      const response = await api(`/api/blog/${id}`);
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, message: "Invalid id" });
    },
  );
});
