import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import mongoose from "mongoose";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { appFetch } from "../tests/helpers/cache-log";

// Every blog this file creates carries the tag, so searches only see this file's data.
const tag = `e2enews${randomBytes(4).toString("hex")}`;
const ids: Record<string, string> = {};
const rssSource = `https://rss-source.example.test/${tag}`;

async function insertBlog(
  key: string,
  input: {
    title: string;
    category?: string[];
    secondsAgo: number;
    isPublished?: boolean;
    rss?: boolean;
    description?: string;
  },
) {
  const subTitle = `Subtitle of ${input.title}`;
  const description =
    input.description ??
    `<p>Body of <strong>${input.title}</strong> with enough words to be cut on the card for sure.</p>`;
  const createdAt = new Date(Date.now() - input.secondsAgo * 1000);
  const result = await Blog.collection.insertOne({
    title: input.title,
    subTitle,
    ...blogTextFields({ title: input.title, subTitle, description }),
    author: { name: "Grace Hopper" },
    category: input.category ?? ["Benefits"],
    isPublished: input.isPublished ?? true,
    isFromRss: Boolean(input.rss),
    ...(input.rss ? { rssSource } : {}),
    createdAt,
    updatedAt: createdAt,
  });
  ids[key] = String(result.insertedId);
}

test.beforeAll(async () => {
  await startSpecData();
  for (let i = 0; i < 31; i += 1) {
    await insertBlog(`item${i}`, { title: `${tag} Item ${String(i).padStart(2, "0")}`, secondsAgo: 100 + i });
  }
  await insertBlog("analytics", {
    title: `${tag} Analytics special`,
    category: ["People Analytics"],
    secondsAgo: 50,
  });
  await insertBlog("rss", { title: `${tag} From a feed`, secondsAgo: 40, rss: true });
  await insertBlog("draft", { title: `${tag} Secret draft`, isPublished: false, secondsAgo: 30 });
  await insertBlog("article", {
    title: `${tag} The article`,
    secondsAgo: 1,
    description: "<h2>Section heading</h2><p>First paragraph &amp; more.</p><ul><li>Point one</li></ul>",
  });
});

test.afterAll(async () => {
  await endSpecData();
});

/** A search result loads as a whole page: the test acts on it once React has hydrated it. */
async function untilHydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

async function searchFor(page: Page, term: string) {
  await untilHydrated(page);
  await page.getByPlaceholder("Search for HR news...").fill(term);
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

test("the listing and the article are in the raw HTML, without JavaScript", async () => {
  const home = await appFetch(`${process.env.APP_URL}/`);
  expect(home.status).toBe(200);
  const homeHtml = await home.text();
  expect(homeHtml).toContain(`${tag} The article`);
  expect(homeHtml).toContain("Your go to HR News.");
  // No measurement id in the test configuration: no analytics script at all.
  expect(homeHtml).not.toContain("googletagmanager");

  const filtered = await (await appFetch(`${process.env.APP_URL}/?search=${tag}&page=2`)).text();
  expect(filtered).toContain(`${tag} Item 30`);

  const article = await appFetch(`${process.env.APP_URL}/blog/${ids.article}`);
  expect(article.status).toBe(200);
  const articleHtml = await article.text();
  expect(articleHtml).toContain(`${tag} The article`);
  expect(articleHtml).toContain("<h2>Section heading</h2>");
  expect(articleHtml).toMatch(/<link rel="canonical" href="[^"]*\/blog\/[a-f0-9]{24}"/);
  expect(articleHtml).toContain('property="og:title"');
  expect(articleHtml).toContain('name="twitter:card"');
});

test("the shell shows the tabs, the footer and the Dashboard button only with a token", async ({ page }) => {
  await page.goto("/");
  const sections = page.getByRole("navigation", { name: "Sections" });
  await expect(sections.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Jobs" })).toHaveAttribute("href", "/jobs");
  await expect(sections.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "About" })).toHaveAttribute("href", "/about");
  await expect(
    page.getByText(`Copyright ${new Date().getUTCFullYear()} © - HR Pulse. All rights reserved.`),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveCount(0);

  await page.evaluate(() => window.localStorage.setItem("role", "admin"));
  await page.reload();
  await expect(page.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/profile");
  await page.evaluate(() => window.localStorage.removeItem("role"));

  for (const tab of ["Jobs", "Events", "Certifications"]) {
    await sections.getByRole("link", { name: tab }).click();
    await expect(page).toHaveURL(new RegExp(`/${tab.toLowerCase()}$`));
    await expect(sections.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
    await expect(sections.getByRole("link", { name: "News" })).not.toHaveAttribute("aria-current", "page");
  }
  await sections.getByRole("link", { name: "News" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(sections.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
});

test("browse categories and pages", async ({ page }) => {
  await page.goto(`/?search=${tag}`);
  await expect(page.getByText("Page 1 of 2")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ has: page.getByRole("article") })).toHaveCount(30);
  const previous = page.getByRole("navigation", { name: "Pagination" }).getByText("Previous");
  await expect(previous).toHaveAttribute("aria-disabled", "true");

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?search=${tag}&page=2$`));
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expect(page.getByRole("link", { name: `${tag} Item 30` })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" }).getByText("Next")).toHaveAttribute(
    "aria-disabled",
    "true",
  );

  await page.getByRole("link", { name: "Previous" }).click();
  await expect(page.getByText("Page 1 of 2")).toBeVisible();

  const categories = page.getByRole("navigation", { name: "Blog categories" });
  await expect(categories.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  // Changing the category goes back to page 1 and keeps the search.
  await categories.getByRole("link", { name: "People Analytics" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?category=People\\+Analytics&search=${tag}$`));
  await expect(categories.getByRole("link", { name: "People Analytics" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByText("Page 1 of 1")).toBeVisible();
  await expect(page.getByRole("link", { name: `${tag} Analytics special` })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);

  await categories.getByRole("link", { name: "Payroll" }).click();
  await expect(page.getByText("No blogs found.")).toBeVisible();
  await expect(page.getByText("Page 0 of 0")).toBeVisible();
});

test("a spinner replaces the grid while the next listing state loads", async ({ page }) => {
  // Listing states without a search navigate in the client (search results load as whole pages).
  await page.goto("/");
  // Slow the client navigation's server payload down so the pending state is observable.
  await page.route(/[?&]_rsc=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await page
    .getByRole("navigation", { name: "Blog categories" })
    .getByRole("link", { name: "People Analytics" })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Loading blogs..." })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `${tag} Analytics special` }).first()).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading blogs..." })).toHaveCount(0);
});

test("search, clear and the hidden admin word", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Clear Search" })).toHaveCount(0);
  await searchFor(page, `${tag} analytics SPECIAL`);
  await expect(page).toHaveURL(/\?search=/);
  // Ranked: the post with every word first, then those with some of them.
  await expect(page.getByRole("article").first()).toContainText(`${tag} Analytics special`);

  // Punctuation is not a word: regex characters find nothing (and break nothing).
  await searchFor(page, ".*");
  await expect(page.getByText("No blogs found.")).toBeVisible();

  await untilHydrated(page);
  await page.getByRole("button", { name: "Clear Search" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByPlaceholder("Search for HR news...")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Clear Search" })).toHaveCount(0);

  await searchFor(page, "admin");
  await expect(page).toHaveURL(/\/profile$/);
});

test("a card shows the excerpt and date and opens the article", async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto(`/?search=${tag}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: `${tag} Item 00` }) });
  await expect(card).toContainText(`Body of ${tag} Item 00 with enough words`);
  await expect(card).toContainText("...");
  await expect(card).toContainText("Read more");
  await expect(card).toContainText(/Published on: \d{2}\/\d{2}\/\d{4}/);

  await page.getByRole("link", { name: `${tag} Item 00` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${ids.item0}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${tag} Item 00` })).toBeVisible();
  await expect(page.getByText("By Grace Hopper")).toBeVisible();
  await expect(page.getByText(/Published on [A-Z][a-z]+ \d{1,2}(st|nd|rd|th) \d{4}/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${tag} Item 00`));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  // No hydration mismatches or other client errors on the listing or the article.
  expect(consoleErrors).toEqual([]);
});

test("an RSS card opens its source in a new tab", async ({ page, context }) => {
  await context.route(`${rssSource}`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>Source</h1>" }),
  );
  await page.goto(`/?search=${tag}`);
  const link = page.getByRole("link", { name: new RegExp(`${tag} From a feed`) });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(rssSource);
  await popup.close();
});

test("unknown, unpublished and malformed articles are real 404 pages", async ({ page }) => {
  for (const id of [ids.draft, new mongoose.Types.ObjectId().toString(), "not-an-id"]) {
    const response = await page.goto(`/blog/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  }
});

test("a comment is held for review and appears once approved", async ({ page }) => {
  await page.goto(`/blog/${ids.article}`);
  await expect(page.getByRole("heading", { name: "Section heading" })).toBeVisible();
  const name = page.getByLabel("Name");
  const comment = page.getByLabel("Comment", { exact: true });

  await name.fill("   ");
  await comment.fill("Hello");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please fill out both fields properly.")).toBeVisible();

  const content = `${tag} a thoughtful comment`;
  await name.fill("Ada Lovelace");
  await comment.fill(content);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Comment added and awaiting review")).toBeVisible();
  await expect(name).toHaveValue("");
  await expect(comment).toHaveValue("");
  await expect(page.getByText(content)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Comments (0)" })).toBeVisible();

  // Raw update: createdAt is immutable through mongoose.
  const updated = await Comment.collection.updateOne(
    { content },
    { $set: { isApproved: true, createdAt: new Date(Date.now() - 3 * 3600_000) } },
  );
  expect(updated.modifiedCount).toBe(1);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Comments (1)" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: content });
  await expect(item).toContainText("Ada Lovelace");
  await expect(item).toContainText("3 hours ago");
});

test("share links carry the URL and copy puts it on the clipboard", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/blog/${ids.article}`);
  const url = `${process.env.APP_URL}/blog/${ids.article}`;
  const encoded = encodeURIComponent(url);
  await expect(page.getByRole("link", { name: "Share on LinkedIn" })).toHaveAttribute(
    "href",
    new RegExp(encoded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
  );
  await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute(
    "href",
    /text=Check%20out%20this%20article!/,
  );
  await expect(page.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    /Check%20out%20this%20article!/,
  );
  await expect(page.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute(
    "href",
    /facebook\.com/,
  );

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test("subscribing shows the server message and clears the field", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Never Miss Updates!" })).toBeVisible();
  await expect(
    page.getByText("Subscribe to get the latest blog, articles and exclusive news about HR Industry."),
  ).toBeVisible();
  const field = page.getByPlaceholder("Enter your email id");
  const email = `${tag}@example.test`;

  await field.fill("not-an-email");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(field).toHaveValue("not-an-email");

  await field.fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm your subscription.")).toBeVisible();
  await expect(field).toHaveValue("");
});
