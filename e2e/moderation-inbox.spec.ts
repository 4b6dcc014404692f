// The moderation inbox from the keyboard only: a moderator approves three items and rejects two
// with a saved reply (j/k move, x select, a approve, r reject), and the menu badge follows; a failed
// load shows an error; an inbox left open for a minute stays far below the per-client limits.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { CLIENT_REQUESTS_PER_SECOND } from "../deploy/lib/proxy-config";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const RUN = `inbox${randomBytes(4).toString("hex")}`;
let moderator: TestUser;
/** Newest first, as the inbox lists them. */
const items: Array<{ model: "comment" | "event" | "job"; id: string }> = [];

test.beforeAll(async () => {
  await startSpecData();
  moderator = await createStaffUser("profile");
  const blog = await Blog.create({
    title: `${RUN} post`,
    subTitle: "S",
    author: { name: "A" },
    isPublished: true,
  });
  // Dated ahead of everything else so they are the first five pending items.
  const at = (minutes: number) => new Date(Date.now() + (60 - minutes) * 60_000);
  const job1 = await Job.create({ title: `${RUN} job one`, company: "Acme", createdAt: at(0) });
  const comment1 = await Comment.create({
    blog: blog._id,
    name: "Ann",
    content: `${RUN} first`,
    createdAt: at(1),
  });
  const event1 = await Event.create({
    title: `${RUN} meetup`,
    date: new Date(Date.now() + 3 * 86_400_000),
    location: "Leeds",
    createdAt: at(2),
  });
  const comment2 = await Comment.create({
    blog: blog._id,
    name: "Bob",
    content: `${RUN} second`,
    createdAt: at(3),
  });
  const job2 = await Job.create({ title: `${RUN} job two`, company: "Acme", createdAt: at(4) });
  items.push(
    { model: "job", id: String(job1._id) },
    { model: "comment", id: String(comment1._id) },
    { model: "event", id: String(event1._id) },
    { model: "comment", id: String(comment2._id) },
    { model: "job", id: String(job2._id) },
  );
});

test.afterAll(async () => {
  await endSpecData();
});

async function stored(item: { model: "comment" | "event" | "job"; id: string }) {
  const model = { comment: Comment, event: Event, job: Job }[item.model] as unknown as typeof Job;
  return model.findById(item.id).select("state isApproved reason").lean();
}

test("approve three and reject two with a saved reply, keyboard only", async ({ page }) => {
  test.setTimeout(90000);
  await signIn(page, moderator);
  await page.goto("/profile/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Moderation inbox" })).toBeVisible();
  const list = page.getByRole("list", { name: "Items" });
  await expect(list.getByRole("listitem").first()).toContainText(`${RUN} job one`);
  const badge = page.getByRole("navigation", { name: "Admin menu" }).getByRole("link", { name: /Inbox/ });
  await expect(badge).toContainText("pending");
  const pendingBefore = Number((await badge.innerText()).match(/\d+/)?.[0] ?? 0);
  expect(pendingBefore).toBeGreaterThanOrEqual(5);

  const status = page.getByRole("status").filter({ hasText: /Item|Selected|Approved|Rejected/ });
  await page.keyboard.press("j");
  await expect(status).toHaveText(
    `Item 1 of ${await list.getByRole("listitem").count()}. Job: ${RUN} job one at Acme`,
  );
  for (const key of ["x", "j", "x", "j", "x"]) await page.keyboard.press(key);
  await expect(page.getByText("3 items selected", { exact: true })).toBeVisible();

  await page.keyboard.press("a");
  const confirm = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirm).toContainText("Approve 3 items?");
  await expect(confirm.getByRole("button", { name: "Approve 3 items" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Approved: 3 items" })).toBeVisible();
  await expect(list.getByRole("listitem").first()).toContainText(`${RUN} second`);

  for (const key of ["k", "k", "k", "x", "j", "x"]) await page.keyboard.press(key);
  await expect(page.getByText("2 items selected", { exact: true })).toBeVisible();
  await page.keyboard.press("r");
  const reject = page.getByRole("dialog", { name: "Reject 2 items" });
  await expect(reject.getByRole("radio", { name: "Not relevant to HR" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(reject.getByRole("radio", { name: "Duplicate" })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(reject.getByRole("button", { name: "Reject" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Rejected: 2 items" })).toBeVisible();

  for (const item of items.slice(0, 3))
    expect(await stored(item)).toMatchObject({ state: "approved", isApproved: true });
  for (const item of items.slice(3))
    expect(await stored(item)).toMatchObject({ state: "rejected", isApproved: false, reason: "Duplicate" });

  // The menu badge follows the decisions.
  await expect(badge).toHaveText(
    new RegExp(`Inbox${pendingBefore - 5 > 0 ? `\\s*${pendingBefore - 5}` : "$"}`),
  );

  // The rejected tab shows them with their reason.
  await page.getByRole("tab", { name: /Rejected/ }).focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("listitem").filter({ hasText: `${RUN} second` })).toContainText(
    "Reason: Duplicate",
  );
});

test("a failed load shows the error and a retry, never an empty inbox", async ({ page }) => {
  await Job.create({
    title: `${RUN} job three`,
    company: "Acme",
    createdAt: new Date(Date.now() + 2 * 3_600_000),
  });
  let failing = true;
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/profile/")) requests.push(url.pathname);
  });
  await page.route("**/api/profile/moderation/summary", (route) =>
    failing
      ? route.fulfill({
          status: 503,
          contentType: "application/json",
          body: JSON.stringify({ success: false, message: "The site is very busy right now" }),
        })
      : route.continue(),
  );
  await signIn(page, moderator);
  await page.goto("/profile/inbox");
  const alert = page.getByRole("alert").filter({ hasText: "The site is very busy right now" });
  await expect(alert).toBeVisible();
  await expect(page.getByText(/Nothing here/)).toHaveCount(0);

  failing = false;
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("tab", { name: /^Pending \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: `${RUN} job three` })).toBeVisible();
  // The inbox opened with the summary alone: none of its panels read their list again.
  for (const panel of ["job-changes", "event-changes", "blocks", "replies"])
    expect(requests).not.toContain(`/api/profile/moderation/${panel}`);
  expect(requests).not.toContain("/api/profile/companies/pending");
});

test("an inbox left open for a minute stays far below the per-client limits", async ({ page }) => {
  test.setTimeout(120_000);
  const calls: number[] = [];
  const limited: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(Date.now());
  });
  page.on("response", (response) => {
    if (response.status() === 429) limited.push(response.url());
  });
  await signIn(page, moderator);
  const opened = Date.now();
  await page.goto("/profile/inbox");
  await expect(page.getByRole("heading", { level: 1, name: "Moderation inbox" })).toBeVisible();
  await page.waitForTimeout(60_000);

  const inMinute = calls.filter((at) => at >= opened && at < opened + 60_000);
  const busiestSecond = Math.max(
    ...inMinute.map((start) => inMinute.filter((at) => at >= start && at < start + 1000).length),
  );
  console.log(`inbox open 60 s: ${inMinute.length} API requests, busiest second ${busiestSecond}`);
  expect(limited).toEqual([]);
  // The balancer lets a client make CLIENT_REQUESTS_PER_SECOND a second (unscaled); the inbox makes
  // a small fraction of that, even in its first second.
  expect(busiestSecond).toBeLessThanOrEqual(CLIENT_REQUESTS_PER_SECOND / 2);
  expect(inMinute.length).toBeLessThanOrEqual(60);
});
