// Deep pages stay usable: page 600 of 20 000 posts answers with the right items, on the API and
// on the home page. The posts are small and dated in the hours before 2001; where page 600 falls
// among them is counted from what the database holds, so posts other files made change nothing.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_PAGE_SIZE, type BlogCategory } from "@/lib/constants";
import { publicBlogFilter } from "@/lib/posts/blog-visibility";
import { Blog } from "@/models/Blog";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const TAG = `deep${randomBytes(5).toString("hex")}`;
const POSTS = 20_000;
const PAGE = 600;
const CATEGORY: BlogCategory = "Payroll";
const OLDEST_ERA = Date.UTC(2001, 0, 1);

type ListJson = {
  blogs: { title: string }[];
  pagination: { total: number; totalPages: number; page: number; limit: number };
};

/** Post i is i seconds older than post 0: newest-first order is 0, 1, 2 … */
const titleOf = (i: number) => `${TAG} post ${i}`;

beforeAll(async () => {
  const started = Date.now();
  for (let batch = 0; batch < POSTS; batch += 2000) {
    const docs = Array.from({ length: 2000 }, (_, j) => {
      const i = batch + j;
      const createdAt = new Date(OLDEST_ERA - i * 1000);
      return {
        title: titleOf(i),
        subTitle: "Deep page post",
        excerpt: "Short",
        searchText: titleOf(i),
        author: { name: TAG },
        category: [CATEGORY],
        isPublished: true,
        isFromRss: false,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await Blog.collection.insertMany(docs);
  }
  console.log(`deep pages: inserted ${POSTS} posts in ${Date.now() - started} ms`);
}, 120_000);

afterAll(async () => {
  await Blog.collection.deleteMany({ "author.name": TAG });
}, 120_000);

/**
 * The titles page `PAGE` must show: the public posts (of `category`) that are not this file's and
 * are newer than its newest come first; none may fall among its own, or the order would be theirs.
 */
async function expectedTitles(pageSize: number, category?: BlogCategory): Promise<string[]> {
  const others = { ...publicBlogFilter(), ...(category ? { category } : {}), "author.name": { $ne: TAG } };
  const ours = { $gte: new Date(OLDEST_ERA - (POSTS - 1) * 1000), $lte: new Date(OLDEST_ERA) };
  expect(await Blog.countDocuments({ ...others, createdAt: ours })).toBe(0);
  const ahead = await Blog.countDocuments({ ...others, createdAt: { $gt: new Date(OLDEST_ERA) } });
  const first = (PAGE - 1) * pageSize - ahead;
  expect(first).toBeGreaterThanOrEqual(0);
  return Array.from({ length: pageSize }, (_, k) => titleOf(first + k));
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`deep pages: ${label} answered in ${Date.now() - started} ms`);
  return result;
}

describe(`page ${PAGE} of ${POSTS} posts`, () => {
  it.each([
    ["every category", undefined],
    [CATEGORY, CATEGORY],
  ])(
    "the API lists the right posts (%s)",
    async (_name, category) => {
      const categoryParam = category ? `&category=${encodeURIComponent(category)}` : "";
      const response = await timed(`/api/blog/all page ${PAGE} ${categoryParam}`, () =>
        api<ListJson>(`/api/blog/all?page=${PAGE}${categoryParam}`),
      );
      expect(response.status).toBe(200);
      const { blogs, pagination } = response.json;
      expect(pagination.page).toBe(PAGE);
      expect(pagination.total).toBeGreaterThanOrEqual(POSTS);
      expect(pagination.totalPages).toBeGreaterThan(PAGE);
      expect(blogs.map((blog) => blog.title)).toEqual(await expectedTitles(BLOG_PAGE_SIZE, category));
    },
    60_000,
  );

  it("a page past the end is empty, not an error", async () => {
    const response = await api<ListJson>(`/api/blog/all?page=5000&limit=100`);
    expect(response.status).toBe(200);
    expect(response.json.blogs).toEqual([]);
  }, 60_000);

  it("the home page renders it", async () => {
    const response = await timed(`/page/${PAGE}`, () =>
      appFetch(`${baseUrl()}/page/${PAGE}`, { signal: AbortSignal.timeout(60_000) }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    const titles = await expectedTitles(BLOG_PAGE_SIZE);
    expect(html).toContain(titles[0]);
    expect(html).toContain(titles[titles.length - 1]);
  }, 60_000);
});
