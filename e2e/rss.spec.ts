import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import { Feed } from "@/models/Feed";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { type FeedServer, startFeedServer } from "../tests/helpers/feed-server";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

// Every feed and story this file creates carries the tag.
const tag = `e2erss${randomBytes(4).toString("hex")}`;
let server: FeedServer;
let staff: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  server = await startFeedServer();
  staff = await createStaffUser("admin");
});

test.afterAll(async () => {
  await Feed.deleteMany({ url: { $regex: "^http://127\\.0\\.0\\.1:" } });
  await endSpecData();
  await server.close();
});

async function addFeed(page: Page, url: string, category: string) {
  await page.getByLabel("Feed URL").fill(url);
  await page.getByLabel("Default category").selectOption(category);
  await page.getByRole("button", { name: "Add feed" }).click();
  await expect(page.getByText("Feed added successfully")).toBeVisible();
  await expect(page.getByText(url, { exact: true })).toBeVisible();
}

test("staff add a feed, import it, and the story's card opens its source in a new tab", async ({
  page,
  context,
}) => {
  await signIn(page, staff);
  await page.goto("/profile/feeds");
  await expect(page.getByRole("heading", { name: "RSS Feeds" })).toBeVisible();

  await page.getByLabel("Feed URL").fill("ftp://example.com/feed.xml");
  await page.getByRole("button", { name: "Add feed" }).click();
  await expect(page.getByText("Feed URL must be a valid http or https link")).toBeVisible();

  const feedUrl = server.url(`/generated.xml?tag=${tag}&count=2`);
  await addFeed(page, feedUrl, "Talent Acquisition");
  const row = page.getByRole("row").filter({ hasText: feedUrl });
  await expect(row.getByRole("cell", { name: "Talent Acquisition" })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Never" })).toBeVisible();

  // Two clicks in the same tick start one run only.
  let importCalls = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/profile/import-rss") && request.method() === "POST") importCalls += 1;
  });
  const button = page.getByRole("button", { name: "Import RSS now" });
  await button.evaluate((element: HTMLButtonElement) => {
    element.click();
    element.click();
  });
  await expect(page.getByText("Imported 2, skipped 0, 0 feeds failed")).toBeVisible();
  expect(importCalls).toBe(1);
  await expect(page.getByRole("button", { name: "Import RSS now" })).toBeEnabled();
  await expect(row.getByRole("cell", { name: "2", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "Never" })).toHaveCount(0);

  const source = `https://generated.example.com/${tag}/story-1`;
  await context.route(source, (route) =>
    route.fulfill({ contentType: "text/html", body: "<h1>The source article</h1>" }),
  );
  await page.goto(`/?search=${encodeURIComponent(`Generated ${tag} story 1`)}`);
  const link = page.getByRole("link", { name: new RegExp(`Generated ${tag} story 1`) });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", source);
  const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(source);
  await expect(popup.getByRole("heading", { name: "The source article" })).toBeVisible();
  await popup.close();
});

test("the dashboard's Import RSS now button imports a new feed's stories onto the home page", async ({
  page,
}) => {
  await signIn(page, staff);
  await page.goto("/profile/feeds");
  const feedUrl = server.url(`/generated.xml?tag=${tag}-dash&count=1`);
  await addFeed(page, feedUrl, "Benefits");

  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Latest Blogs" })).toBeVisible();
  await page.getByRole("button", { name: "Import RSS now" }).click();
  // Other feeds may exist in the shared test database; the card below is the proof.
  await expect(page.getByText(/Imported \d+, skipped \d+, \d+ feeds? failed/)).toBeVisible();

  await page.goto(`/?search=${encodeURIComponent(`Generated ${tag}-dash story 1`)}`);
  const link = page.getByRole("link", { name: new RegExp(`Generated ${tag}-dash story 1`) });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("href", `https://generated.example.com/${tag}-dash/story-1`);
});

test("removing a feed asks for confirmation first", async ({ page }) => {
  await signIn(page, staff);
  await page.goto("/profile/feeds");
  const feedUrl = server.url(`/generated.xml?tag=${tag}-remove&count=1`);
  await addFeed(page, feedUrl, "Payroll");
  const remove = page.getByRole("button", { name: `Remove feed ${feedUrl}` });

  const confirmation = page.getByRole("dialog", { name: "Please confirm" });
  await remove.click();
  await expect(confirmation).toContainText("Are you sure you want to remove this feed?");
  await page.keyboard.press("Escape");
  await expect(confirmation).toBeHidden();
  await expect(page.getByText(feedUrl, { exact: true })).toBeVisible();

  await remove.click();
  await confirmation.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("Feed removed successfully")).toBeVisible();
  await expect(page.getByText(feedUrl, { exact: true })).toHaveCount(0);
});
