// Job and event detail pages reached from the cards, and "Add to calendar" from the event page.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "./helpers/test";
import ical, { type VEvent } from "node-ical";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const RUN = `det${randomBytes(4).toString("hex")}`;

test.beforeAll(async () => {
  await startSpecData();
});

test.afterAll(async () => {
  await endSpecData();
});

test("a job card leads to the job page and keeps its external View Job link", async ({ page }) => {
  const job = await Job.create({
    title: `${RUN} People Partner`,
    company: "Acme",
    location: "Bristol",
    description: "Support managers.",
    link: "https://jobs.example.com/pp",
    isApproved: true,
  });
  await page.goto("/jobs");
  const card = page.getByRole("article", { name: `${RUN} People Partner` });
  await expect(card.getByRole("link", { name: /View Job/ })).toHaveAttribute(
    "href",
    "https://jobs.example.com/pp",
  );
  await card.getByRole("link", { name: `${RUN} People Partner` }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs/${job._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${RUN} People Partner` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`${RUN} People Partner at Acme \\| `));
  // Through the counting redirect (issue 33): GET /jobs/{id}/apply answers 302 to the apply URL.
  await expect(page.getByRole("link", { name: /Apply for this job/ })).toHaveAttribute(
    "href",
    `/jobs/${job._id}/apply`,
  );
});

test("an event card leads to the event page, whose .ics download parses", async ({ page }) => {
  const date = new Date(Date.now() + 10 * 86_400_000);
  date.setUTCHours(14, 0, 0, 0);
  const event = await Event.create({
    title: `${RUN} Reward Forum`,
    searchText: `${RUN} reward forum`,
    description: "Pay and benefits.",
    date,
    physical: true,
    location: "Manchester",
    isApproved: true,
  });
  await page.goto(`/events?search=${RUN}`);
  await page
    .getByRole("article", { name: `${RUN} Reward Forum` })
    .getByRole("link", { name: `${RUN} Reward Forum` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/events/${event._id}$`));
  await expect(page.getByRole("heading", { level: 1, name: `${RUN} Reward Forum` })).toBeVisible();

  const google = new URL(
    (await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href")) ?? "",
  );
  expect(google.hostname).toBe("calendar.google.com");
  expect(google.searchParams.get("text")).toBe(`${RUN} Reward Forum`);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download .ics file" }).click();
  const download = await downloadPromise;
  const body = await readFile((await download.path()) ?? "", "utf8");
  const parsed = Object.values(ical.sync.parseICS(body)).filter((e): e is VEvent => e?.type === "VEVENT");
  expect(parsed).toHaveLength(1);
  expect(parsed[0]?.summary).toBe(`${RUN} Reward Forum`);
  expect(parsed[0]?.start.toISOString()).toBe(date.toISOString());
});
