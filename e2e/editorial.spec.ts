// The editorial workflow in a browser: edit a post from the Blogs Vault and see it on the article,
// preview a draft (staff only; the public page stays 404), invite a colleague who finishes the
// invitation from the mail and signs in.
import { randomBytes } from "node:crypto";
import { expect, newAppContext, test } from "./helpers/test";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { MailLog } from "@/models/MailLog";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { linkIn, removeMailsTo, waitForMails } from "../tests/helpers/mail-sink";
import { signIn } from "./helpers/session";

const RUN = `e2eed${randomBytes(4).toString("hex")}`;
const colleague = `${RUN}-colleague@example.test`;
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ $or: [{ _id: admin.id }, { email: colleague }] });
  await MailLog.deleteMany({ to: colleague });
  removeMailsTo(colleague);
  await endSpecData();
});

async function createPost(title: string, isPublished: boolean) {
  const post = await Blog.create({
    title,
    subTitle: `About ${title}`,
    ...blogTextFields({ title, subTitle: `About ${title}`, description: "<p>Original body</p>" }),
    author: { name: "E2E Author" },
    category: ["Payroll"],
    isPublished,
  });
  return String(post._id);
}

test("edit a post from the Blogs Vault and see the change on the article", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `${RUN} typo in titel`;
  const id = await createPost(title, true);
  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  await signIn(page, admin);
  await page.goto("/profile/blogsVault");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit blog" })).toBeVisible();
  await expect(page.getByLabel("Blog title")).toHaveValue(title);
  await expect(page.getByRole("checkbox", { name: "Published" })).toBeChecked();

  const fixed = `${RUN} typo in title`;
  await page.getByLabel("Blog title").fill(fixed);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Blog updated successfully")).toBeVisible();
  // The version it replaced is listed as a revision.
  await expect(page.getByRole("table", { name: /Revisions/ }).getByRole("row")).toHaveCount(2);

  await page.goto(`/blog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: fixed })).toBeVisible();
});

test("preview a draft: staff see it as readers will, visitors get the sign-in screen and a 404", async ({
  page,
  browser,
}) => {
  const title = `${RUN} draft to preview`;
  const id = await createPost(title, false);

  const visitor = await newAppContext(browser);
  const anonymous = await visitor.newPage();
  expect((await anonymous.goto(`/blog/${id}`))?.status()).toBe(404);
  await anonymous.goto(`/profile/preview/${id}`);
  await expect(anonymous.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await visitor.close();

  await signIn(page, admin);
  const response = await page.goto(`/profile/preview/${id}`);
  expect(response?.headers()["cache-control"] ?? "").not.toMatch(/s-maxage|public/);
  await expect(page.getByText("Preview — not published")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Original body")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("invite a colleague, who sets a password from the mail and signs in", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, admin);
  await page.goto("/profile/team");
  await page.getByRole("button", { name: "Invite a colleague" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a colleague" });
  await dialog.getByLabel("Name").fill(`${RUN} Colleague`);
  await dialog.getByLabel("Email").fill(colleague);
  await dialog.getByLabel("Role").selectOption("profile");
  await dialog.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: colleague })).toBeVisible();

  const [mail] = await waitForMails(colleague);
  const link = linkIn(mail!, `${process.env.APP_URL}/profile/set-password?token=`);

  const context = await newAppContext(browser);
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await invited.getByLabel("New password", { exact: true }).fill("colleague-password-1");
  await invited.getByLabel("Repeat the new password").fill("colleague-password-1");
  await invited.getByRole("button", { name: "Set password" }).click();
  await expect(invited.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await invited.getByLabel("Email").fill(colleague);
  await invited.getByLabel("Password").fill("colleague-password-1");
  await invited.getByRole("button", { name: "Login" }).click();
  await expect(invited.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await context.close();
});
