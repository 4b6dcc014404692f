// The back-office round trip: sign in, write and publish a blog with an image, see it on the
// home page, unpublish it, approve a comment, delete with confirmation, log out.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import { pngFile } from "../tests/fixtures/images";
import {
  createComment,
  createPublishedBlog,
  createUser,
  deleteUsers,
  findBlogByTitle,
  type E2eUser,
} from "../tests/fixtures/e2e-data";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { STAFF_COOKIE } from "./helpers/session";

const RUN = randomBytes(4).toString("hex");
let admin: E2eUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createUser("admin");
});

test.afterAll(async () => {
  await deleteUsers([admin.id]);
  await endSpecData();
});

async function signIn(page: Page, user: E2eUser) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
}

function blogRow(page: Page, title: string) {
  return page.getByRole("row").filter({ hasText: title });
}

test("write, publish, unpublish and delete a blog", async ({ page }) => {
  test.setTimeout(90000);
  const title = `E2E blog ${RUN}`;
  await signIn(page, admin);

  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Add blogs" }).click();
  await expect(page.getByRole("heading", { name: "Add blogs" })).toBeVisible();

  // Client-side validation first: nothing is sent without a title and a sub title.
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page.getByText("Title is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Sub title is required")).toBeVisible();

  // Generate with AI needs a title.
  await page.getByRole("button", { name: "Generate with AI" }).click();
  await expect(page.getByText("Please enter a title").first()).toBeVisible();

  await page.getByLabel("Blog title").fill(title);
  await page.getByLabel("Sub title").fill("Written in the browser");
  const editor = page.getByRole("textbox", { name: "Blog description" });
  await editor.click();
  await page.getByRole("button", { name: "Heading 2" }).click();
  await expect(page.getByRole("button", { name: "Heading 2" })).toHaveAttribute("aria-pressed", "true");
  await expect(editor).toBeFocused();
  await page.keyboard.type("Section heading");
  await page.keyboard.press("Enter");
  await page.keyboard.type("The body of the post, typed in the editor.");
  await page.getByRole("checkbox", { name: "Payroll" }).check();
  await page.getByLabel("Upload thumbnail (optional)").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await pngFile(120, 80),
  });
  await expect(page.getByRole("img", { name: "Selected thumbnail preview" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Publish now" }).check();
  await page.getByRole("button", { name: "Add Blog" }).click();
  await expect(page.getByText("Blog added successfully").first()).toBeVisible();
  await expect(page.getByLabel("Blog title")).toHaveValue("");

  const stored = await findBlogByTitle(title);
  expect(stored?.isPublished).toBe(true);
  expect(stored?.description).toContain("<h2>Section heading</h2>");
  expect(stored?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
  const blogId = String(stored?._id);

  // On the home page, and its image on the article page.
  await page.goto("/");
  await expect(page.getByText(title).first()).toBeVisible();
  await page.goto(`/blog/${blogId}`);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const imageSources = await page
    .getByRole("img")
    .evaluateAll((images) =>
      images.map((image) =>
        decodeURIComponent((image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      ),
    );
  expect(imageSources.some((source) => source.includes(stored?.image as string))).toBe(true);

  // Unpublish in the Blogs Vault: the status flips and the home page no longer lists it.
  await page.goto("/profile/blogsVault");
  await expect(page.getByRole("heading", { name: "All blogs" })).toBeVisible();
  const row = blogRow(page, title);
  await expect(row.getByText("Published", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Unpublish ${title}` }).click();
  await expect(row.getByText("Unpublished", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Publish ${title}` })).toBeVisible();
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your go to HR News." })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);

  // Delete asks first; dismissing keeps the blog, accepting removes it.
  await page.goto("/profile/blogsVault");
  const confirmation = page.getByRole("dialog", { name: "Please confirm" });
  await blogRow(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await expect(confirmation).toContainText("Are you sure you want to delete this blog?");
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation).toBeHidden();
  await expect(blogRow(page, title)).toHaveCount(1);
  await blogRow(page, title)
    .getByRole("button", { name: `Delete ${title}` })
    .click();
  await expect(confirmation).toContainText("Are you sure you want to delete this blog?");
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Blog deleted").first()).toBeVisible();
  await expect(blogRow(page, title)).toHaveCount(0);
  expect(await findBlogByTitle(title)).toBeNull();
});

test("approve a pending comment and see it on the article, delete another", async ({ page }) => {
  const blogId = await createPublishedBlog(`E2E commented ${RUN}`);
  const pendingText = `Pending thought ${RUN}`;
  const spamText = `Spam message ${RUN}`;
  await createComment(blogId, `Reader ${RUN}`, pendingText);
  await createComment(blogId, `Spammer ${RUN}`, spamText);

  await signIn(page, admin);
  await page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: "Comments" }).click();
  await expect(page.getByRole("tab", { name: "Approved", exact: true })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText(pendingText)).toHaveCount(0);

  await page.getByRole("tab", { name: "Not Approved" }).click();
  const pendingRow = page.getByRole("row").filter({ hasText: pendingText });
  await expect(pendingRow).toContainText(`E2E commented ${RUN}`);
  await pendingRow.getByRole("button", { name: `Approve comment by Reader ${RUN}` }).click();
  await expect(page.getByText("Comment approved").first()).toBeVisible();
  await expect(page.getByText(pendingText)).toHaveCount(0);

  await page
    .getByRole("row")
    .filter({ hasText: spamText })
    .getByRole("button", { name: /^Delete comment/ })
    .click();
  const confirmation = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirmation).toContainText("Are you sure you want to delete this comment?");
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Comment deleted").first()).toBeVisible();
  await expect(page.getByText(spamText)).toHaveCount(0);

  await page.getByRole("tab", { name: "Approved", exact: true }).click();
  const approvedRow = page.getByRole("row").filter({ hasText: pendingText });
  await expect(approvedRow).toBeVisible();
  await expect(approvedRow.getByRole("button", { name: /^Approve/ })).toHaveCount(0);

  await page.goto(`/blog/${blogId}`);
  await expect(page.getByText(pendingText)).toBeVisible();
  await expect(page.getByText(spamText)).toHaveCount(0);
});

test("logout clears the session and the staff cookie and goes home", async ({ page }) => {
  await signIn(page, admin);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  const stored = await page.evaluate(() => [localStorage.getItem("role"), localStorage.getItem("expiry")]);
  expect(stored).toEqual([null, null]);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain(STAFF_COOKIE);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();
});
