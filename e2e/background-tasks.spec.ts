// The "Background tasks" screen (issue 42): an admin sees a job that failed with its error, runs it
// again with Retry, and the screen fits a phone; the full export is prepared as a job and downloaded.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import type { Page } from "@playwright/test";
import { expect, test } from "./helpers/test";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { enqueueJob, taskCollection, waitForTask } from "../tests/helpers/tasks";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { signIn } from "./helpers/session";
import { expectNoSidewaysScroll } from "./helpers/layout";

const TAG = `e2etask${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let failing = "";

/** A queue self-check job that fails with `message`, run by the stack's workers until it is failed. */
const failingProbe = (message: string) => enqueueJob("tasks.probe", { fail: message });

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
  failing = await failingProbe(`${TAG} went wrong`);
  const phone = await failingProbe(`${TAG} on a phone`);
  await Promise.all([waitForTask(failing), waitForTask(phone)]);
});

test.afterAll(async () => {
  await User.deleteOne({ _id: admin.id });
  await endSpecData();
});

async function openFailed(page: Page, message: string) {
  await signIn(page, admin);
  await page.goto("/profile/tasks");
  await expect(page.getByRole("heading", { level: 1, name: "Background tasks" })).toBeVisible();
  await page.getByRole("tab", { name: "Failed" }).click();
  return page.getByRole("row").filter({ hasText: message });
}

test("an admin sees a failed job with its error and runs it again", async ({ page }) => {
  const row = await openFailed(page, `${TAG} went wrong`);
  await expect(row).toContainText("tasks.probe");
  await expect(row).toContainText("2 attempts");
  const before = (await (await taskCollection()).findOne({ _id: new mongoose.Types.ObjectId(failing) }))!;
  await row.getByRole("button", { name: "Retry tasks.probe" }).click();
  await expect(page.getByText("Task queued again")).toBeVisible();
  const after = await waitForTask(failing);
  expect(after.lastFinishedAt!.getTime()).toBeGreaterThan(before.lastFinishedAt!.getTime());
});

test("an admin prepares the full export as a job and downloads it when the link appears", async ({
  page,
}) => {
  await signIn(page, admin);
  await page.goto("/profile/import");
  await page.getByRole("button", { name: "Prepare a full export" }).click();
  await expect(page.getByRole("status").filter({ hasText: "being prepared" })).toBeVisible();
  const link = page.getByRole("link", { name: "Download the export" });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^hrpulse-export-\d{4}-\d{2}-\d{2}\.tar\.gz$/);
  const exportId = (await link.getAttribute("href"))!.split("/").pop()!;
  const db = (await taskCollection()).db;
  await db.collection("siteExports.files").deleteOne({ _id: exportId as never });
  await db.collection("siteExports.chunks").deleteMany({ files_id: exportId as never });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the screen does not scroll sideways and Retry is a 44 px target", async ({ page }) => {
    const row = await openFailed(page, `${TAG} on a phone`);
    const retry = row.getByRole("button", { name: "Retry tasks.probe" });
    await expect(retry).toBeVisible();
    expect((await retry.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoSidewaysScroll(page);
  });

  test("the Import screen with its full export fits the width", async ({ page }) => {
    await signIn(page, admin);
    await page.goto("/profile/import");
    await expect(page.getByRole("button", { name: "Prepare a full export" })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
