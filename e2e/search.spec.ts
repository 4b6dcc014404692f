// The site search in the browser: the top bar's box and Cmd/Ctrl+K open the dialog (a combobox:
// type, arrow down, Enter opens the item), the /search page's tabs and empty state, and the home
// hero's ranked post results.
import { randomInt } from "node:crypto";
import { expect, test } from "./helpers/test";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Job } from "@/models/Job";
import { endSpecData, startSpecData } from "./helpers/spec-data";

// Letters only: the search matches it as one word (and its first letters as a prefix).
const RUN = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join("");
const ids: Record<string, string> = {};

async function insertPost(key: string, title: string, minutesAgo: number) {
  const subTitle = `About ${title}`;
  const createdAt = new Date(Date.now() - minutesAgo * 60000);
  const result = await Blog.collection.insertOne({
    title,
    subTitle,
    ...blogTextFields({ title, subTitle, description: "<p>Body text.</p>" }),
    author: { name: "Search Author" },
    category: ["Benefits"],
    isPublished: true,
    isFromRss: false,
    createdAt,
    updatedAt: createdAt,
  });
  ids[key] = String(result.insertedId);
}

test.beforeAll(async () => {
  await startSpecData();
  await insertPost("older", `${RUN}alpha guide`, 10);
  await insertPost("newer", `${RUN}beta guide`, 5);
  await insertPost("hero", `${RUN}gamma payroll`, 1);
  const job = await Job.create({
    title: `${RUN}alpha recruiter`,
    company: "Acme",
    description: `Recruiting for ${RUN}alpha teams.`,
    isApproved: true,
  });
  ids.job = String(job._id);
});

test.afterAll(async () => {
  await endSpecData();
});

test("Cmd/Ctrl+K, a few letters, arrow down and Enter open the item", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("ControlOrMeta+k");
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await box.pressSequentially(`${RUN}be`);
  const options = dialog.getByRole("option");
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText(`${RUN}beta guide`);
  await expect(box).toHaveAttribute("aria-expanded", "true");

  await box.press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  const activeId = await options.first().getAttribute("id");
  await expect(box).toHaveAttribute("aria-activedescendant", activeId!);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/blog/${ids.newer}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${RUN}beta guide` })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the arrows move through the results; Escape closes and gives focus back", async ({ page }) => {
  await page.goto("/jobs");
  const launcher = page.getByRole("link", { name: "Search the site" });
  await expect(launcher).toHaveAttribute("href", "/search");
  await launcher.click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  const box = dialog.getByRole("combobox", { name: "Search the site" });
  await expect(box).toBeFocused();
  await box.pressSequentially(RUN);
  const options = dialog.getByRole("option");
  await expect(options).toHaveCount(4);
  // Newest first among equally good matches.
  await expect(options.first()).toContainText(`${RUN}gamma payroll`);
  await box.press("ArrowDown");
  await box.press("ArrowDown");
  await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
  await box.press("ArrowUp");
  await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
  await expect(dialog.getByRole("status")).toHaveText("4 results");

  await box.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("Enter without a chosen option opens the search page", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("ControlOrMeta+k");
  const box = page.getByRole("combobox", { name: "Search the site" });
  await box.fill(`${RUN}alpha`);
  await expect(page.getByRole("option")).toHaveCount(2);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${RUN}alpha$`));
  const tabs = page.getByRole("navigation", { name: "Result types" });
  await expect(tabs.getByRole("link", { name: "All (2)" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Posts (1)" })).toBeVisible();
  await tabs.getByRole("link", { name: "Jobs (1)" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${RUN}alpha&type=job$`));
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("link", { name: `${RUN}alpha recruiter` })).toHaveAttribute(
    "href",
    `/jobs/${ids.job}`,
  );
  await expect(page.getByRole("article").locator("mark")).toHaveText(`${RUN}alpha`);
});

test("no results shows suggestions", async ({ page }) => {
  await page.goto(`/search?q=${RUN}zzzz`);
  await expect(page.getByText(`No results for “${RUN}zzzz”`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Latest news" })).toHaveAttribute("href", "/");
  await page.goto(`/search?q=${RUN}alpha&type=event`);
  await expect(page.getByText("Other types have matches:")).toBeVisible();
  await expect(page.getByRole("link", { name: "Posts (1)" }).last()).toHaveAttribute(
    "href",
    `/search?q=${RUN}alpha&type=post`,
  );
});

test("the home hero shows posts ranked by the same search, typos forgiven", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Search for HR news...").fill(`${RUN}gamma payrol`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\?search=/);
  await expect(page.getByRole("article").first()).toContainText(`${RUN}gamma payroll`);
});
