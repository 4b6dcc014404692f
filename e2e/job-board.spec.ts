import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const tag = `e2ejob${randomBytes(4).toString("hex")}`;
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await endSpecData();
});

test("a remote job with a salary range: posted, approved, found by the remote filter", async ({ page }) => {
  // Posting, signing in, approving and two whole-page loads: longer than one page's worth of steps.
  test.setTimeout(90_000);
  const title = `${tag} Remote People Partner`;
  await page.goto("/jobs");
  await page.getByRole("button", { name: "Post Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Job" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Company").fill("Remote Co");
  await dialog.getByLabel("Full-time").check();
  await dialog.getByLabel("Workplace").selectOption("remote");
  await dialog.getByLabel("Applicants from (countries or regions)").fill("United Kingdom, Ireland");
  await dialog.getByLabel("Minimum", { exact: true }).fill("55000");
  await dialog.getByLabel("Maximum", { exact: true }).fill("45000");
  await dialog.getByLabel("Currency").fill("GBP");
  await dialog.getByLabel("Per", { exact: true }).selectOption("YEAR");
  await dialog.getByRole("button", { name: "Post Job" }).click();
  // The server's own rule, shown under the field before anything is sent.
  await expect(dialog.getByText("salaryMin must not be more than salaryMax")).toBeVisible();
  await dialog.getByLabel("Minimum", { exact: true }).fill("45000");
  await dialog.getByLabel("Maximum", { exact: true }).fill("55000");
  await dialog.getByRole("button", { name: "Post Job" }).click();
  await expect(page.getByText("Job added under review")).toBeVisible();

  await signIn(page, admin);
  await page.goto("/profile/jobs");
  await page.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByText("Job approved")).toBeVisible();

  await page.goto("/jobs");
  const filters = page.getByRole("form", { name: "Filter jobs" });
  await filters.getByLabel("Keyword").fill(tag);
  await filters.getByLabel("Workplace").selectOption("remote");
  await filters.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?workplace=remote&q=${tag}$`));
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Remote");
  await expect(card).toContainText("Full-time");
  await expect(card).toContainText("£45,000–£55,000 a year");
  await expect(page.getByText("1 job matches")).toBeVisible();

  await card.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Applicants from:")).toBeVisible();
});
