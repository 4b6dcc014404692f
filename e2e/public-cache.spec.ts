// Cached public pages follow the back-office at once: a reader who reloads right after staff
// unpublish or publish a post sees the change, although both pages were served from the cache.
import { randomBytes } from "node:crypto";
import type { Page, Response } from "@playwright/test";
import { expect, newAppContext, test } from "./helpers/test";
import { createPublishedBlog, deleteUsers } from "../tests/fixtures/e2e-data";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const title = `E2E cached ${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let blogId: string;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
  blogId = await createPublishedBlog(title);
});

test.afterAll(async () => {
  await deleteUsers([admin.id]);
  await endSpecData();
});

const cacheState = (response: Response | null) => response?.headers()["x-nextjs-cache"];

/** Opens the page twice so the second answer comes from the cache. */
async function openCached(reader: Page, path: string): Promise<void> {
  await reader.goto(path);
  expect(cacheState(await reader.reload()), `${path} is served from the cache`).toBe("HIT");
}

async function toggleInVault(staff: Page, action: "Publish" | "Unpublish"): Promise<void> {
  await staff.goto("/profile/blogsVault");
  const row = staff.getByRole("row").filter({ hasText: title });
  await row.getByRole("button", { name: `${action} ${title}` }).click();
  await expect(
    row.getByText(action === "Publish" ? "Published" : "Unpublished", { exact: true }),
  ).toBeVisible();
}

test("a reader's reload right after a publish or unpublish shows the change", async ({ browser }) => {
  const staffContext = await newAppContext(browser);
  const readerContext = await newAppContext(browser);
  const staff = await staffContext.newPage();
  const reader = await readerContext.newPage();
  await signIn(staff, { token: admin.token, role: admin.role });

  await openCached(reader, "/");
  await expect(reader.getByRole("link", { name: title }).first()).toBeVisible();
  const article = await reader.context().newPage();
  await openCached(article, `/blog/${blogId}`);
  await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await toggleInVault(staff, "Unpublish");
  await reader.reload();
  await expect(reader.getByRole("heading", { name: "Your go to HR News." })).toBeVisible();
  await expect(reader.getByText(title)).toHaveCount(0);
  expect((await article.reload())?.status()).toBe(404);

  await toggleInVault(staff, "Publish");
  await reader.reload();
  await expect(reader.getByRole("link", { name: title }).first()).toBeVisible();
  expect((await article.reload())?.status()).toBe(200);
  await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await staffContext.close();
  await readerContext.close();
});
