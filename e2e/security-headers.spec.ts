// The site works under its Content-Security-Policy: every public page and the main back-office
// pages load without a single CSP violation in the console. Also the admin-only audit trail page.
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const RUN = `csp${Date.now().toString(36)}`;
const CSP_MESSAGE = /Content[- ]Security[- ]Policy|Refused to/i;

let admin: TestUser;
let profile: TestUser;
let blogId: string;
let certificationId: string;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const blog = await Blog.create({
    title: `CSP check ${RUN}`,
    subTitle: "Under the policy",
    description: "<p>Body</p>",
    author: { name: "CSP" },
    isPublished: true,
  });
  blogId = String(blog._id);
  const certification = await Certification.create({
    title: `CSP certification ${RUN}`,
    skills: "Policies",
    description: "<p>Learn</p>",
    date: new Date("2031-01-01"),
    duration: "1 day",
    registrationLink: "https://example.com/register",
  });
  certificationId = String(certification._id);
});

test.afterAll(async () => {
  await Blog.deleteOne({ _id: blogId });
  await Certification.deleteOne({ _id: certificationId });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
  await endSpecData();
});

function watchConsole(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (CSP_MESSAGE.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

const PUBLIC_PAGES = () => [
  "/",
  "/category/payroll",
  `/blog/${blogId}`,
  "/events",
  "/jobs",
  "/certifications",
  `/certifications/${certificationId}`,
  "/about",
  "/no-such-page",
];

test("public pages load without CSP violations", async ({ page }) => {
  const violations = watchConsole(page);
  for (const path of PUBLIC_PAGES()) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await page.waitForLoadState("networkidle");
  }
  // Hydrated and interactive under the policy: a dialog opens from a client component.
  await page.goto("/events");
  await page
    .getByRole("button", { name: /add event/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});

const BACK_OFFICE_PAGES = [
  "/profile",
  "/profile/addBlog",
  "/profile/blogsVault",
  "/profile/comments",
  "/profile/events",
  "/profile/jobs",
  "/profile/feeds",
  "/profile/manage-certifications",
  "/profile/addCertification",
  "/profile/about",
  "/profile/audit",
];

test("back-office pages load without CSP violations", async ({ page }) => {
  const violations = watchConsole(page);
  await signIn(page, admin);
  for (const path of BACK_OFFICE_PAGES) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(violations).toEqual([]);
});

test("the audit trail lists an admin action; profile users have no link to it", async ({ page, browser }) => {
  await signIn(page, admin);
  const response = await page.request.post(`/api/blog/toggle-publish/${blogId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(response.status()).toBe(200);
  await page.goto("/profile/audit");
  await expect(page.getByRole("heading", { name: "Audit trail" })).toBeVisible();
  const table = page.getByRole("table", { name: /audit trail/i });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: blogId }).first()).toContainText("blog.unpublish");
  await expect(page.getByRole("link", { name: "Audit trail" })).toBeVisible();

  const other = await browser.newPage();
  await signIn(other, profile);
  await other.goto("/profile");
  await expect(other.getByRole("link", { name: "Dashboard" }).first()).toBeVisible();
  await expect(other.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  await other.close();
});
