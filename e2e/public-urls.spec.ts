// Listing state lives in the path: category tabs and pagination lead to /category/{slug} and
// …/page/N, old query-string links land there, and a category page names its own RSS feed.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const tag = `e2eurls${randomBytes(4).toString("hex")}`;
const CATEGORY = "Talent Acquisition";
const SLUG = "talent-acquisition";

test.beforeAll(async () => {
  await startSpecData();
  // 31 posts newer than anything else in the category: page 1 holds 30 of them, page 2 the oldest.
  const now = Date.now();
  await Blog.collection.insertMany(
    Array.from({ length: 31 }, (_, n) => {
      const title = `${tag} Post ${String(n).padStart(2, "0")}`;
      const createdAt = new Date(now + 60_000 - n * 1000);
      return {
        title,
        subTitle: "Paged",
        ...blogTextFields({ title, subTitle: "Paged", description: "<p>Body</p>" }),
        author: { name: "E2E" },
        category: [CATEGORY],
        isPublished: true,
        isFromRss: false,
        createdAt,
        updatedAt: createdAt,
      };
    }),
  );
});

test.afterAll(async () => {
  await Blog.collection.deleteMany({ title: { $regex: tag } });
  await endSpecData();
});

test("category tabs and pagination move through path URLs", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("navigation", { name: "Blog categories" });
  await categories.getByRole("link", { name: CATEGORY }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${SLUG}$`));
  await expect(categories.getByRole("link", { name: CATEGORY })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: `${tag} Post 00` })).toBeVisible();

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${SLUG}/page/2$`));
  await expect(page.getByRole("link", { name: `${tag} Post 30` })).toBeVisible();

  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${SLUG}$`));
  await expect(page.getByRole("link", { name: `${tag} Post 00` })).toBeVisible();
});

test("an old query-string link lands on the path form, and the category page names its feed", async ({
  page,
}) => {
  const response = await page.goto(`/?category=${encodeURIComponent(CATEGORY)}&page=2`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/category/${SLUG}/page/2$`));
  await expect(page.getByRole("link", { name: `${tag} Post 30` })).toBeVisible();

  await page.goto(`/category/${SLUG}`);
  const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feeds.first()).toHaveAttribute("href", new RegExp(`/category/${SLUG}/feed\\.xml$`));
});
