// Issue 47: made for phones. At 390 × 844 no public page nor /account scrolls sideways, the top bar's
// menu opens and closes by keyboard with focus kept inside, and "Sign in" is on screen and works.
import { expect, test } from "./helpers/test";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { memberEmail, signInMember } from "../tests/helpers/members";
import { createPublishedBlog, removeMembersByEmail } from "../tests/helpers/conversation";
import type { Page } from "@playwright/test";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const phoneMember = memberEmail("e2e-phone");
let articlePath = "";

test.beforeAll(async () => {
  await startSpecData();
  articlePath = `/blog/${await createPublishedBlog("A long headline about payroll teams that must wrap on a phone")}`;
});

test.afterAll(async () => {
  await removeMembersByEmail([phoneMember]);
  await endSpecData();
});

async function expectNoSidewaysScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  const widths = await page.evaluate(() => ({
    content: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.content, `${path} is ${widths.content}px wide`).toBeLessThanOrEqual(widths.viewport);
}

test("public pages fit a phone and keep Sign in on screen", async ({ page }) => {
  for (const path of [
    "/",
    "/category/payroll",
    "/jobs",
    "/events",
    "/certifications",
    "/companies",
    "/about",
    "/privacy",
    "/terms",
    "/newsletter",
    "/search?q=pay",
    "/account/sign-in",
  ]) {
    await expectNoSidewaysScroll(page, path);
    if (path === "/account/sign-in") continue;
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeInViewport();
  }
  await expectNoSidewaysScroll(page, articlePath);
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/account\/sign-in$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("the menu opens and closes by keyboard and keeps focus inside", async ({ page }) => {
  await page.goto("/about");
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "About", exact: true })).toHaveCount(0);
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const about = page.getByRole("link", { name: "About", exact: true });
  await expect(about).toBeFocused();
  // Tab from the last item comes back to the button: focus stays in the menu.
  await page.keyboard.press("Tab");
  await expect(menu).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(about).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
  await expect(page.getByRole("link", { name: "About", exact: true })).toHaveCount(0);
  await menu.click();
  await page.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test("a member's account fits a phone", async ({ page, context, baseURL }) => {
  const member = await signInMember(baseURL!, phoneMember);
  const [name, value] = member.cookie.split("=", 2) as [string, string];
  await context.addCookies([
    { name, value, url: baseURL! },
    { name: "hrp_signed_in", value: "1", url: baseURL! },
  ]);
  await expectNoSidewaysScroll(page, "/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Your account:/ })).toBeInViewport();
});
