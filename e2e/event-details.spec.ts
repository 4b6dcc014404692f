// Issue 21 end to end: a visitor in Tokyo submits a hybrid event with CPD credits in New York time
// through the dialog; a moderator approves it; its page shows New York time and the visitor's own;
// /events offers the calendar subscriptions; a moderator cancels it and the page says so.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { Event } from "@/models/Event";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const tag = `e2eevd${randomBytes(4).toString("hex")}`;
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await endSpecData();
});

test.use({ timezoneId: "Asia/Tokyo" });

test("a hybrid event with credits in another zone: dialog, approval, both times, subscriptions, cancellation", async ({
  page,
}) => {
  const title = `${tag} Hybrid Forum`;
  await page.goto("/events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Event" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Time zone").fill("America/New_York");
  await dialog.getByLabel("Date and time").fill("2031-01-15T10:00");
  await dialog.getByLabel("End time").fill("2031-01-15T11:30");
  await dialog.getByLabel("Hybrid").check();
  await dialog.getByLabel("Location").fill("Javits Center, New York");
  await dialog.getByLabel("Link").fill("https://live.example.com/forum");
  await dialog.getByLabel("Organizer name").fill("SHRM New York");
  await dialog.getByLabel("Price").fill("0");
  await dialog.getByRole("button", { name: "Add credit" }).click();
  await dialog.getByLabel("Credit body 1").selectOption("SHRM");
  await dialog.getByLabel("Credit amount 1").fill("1.5");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event added under review")).toBeVisible();

  await expect
    .poll(async () => (await Event.findOne({ title }).lean())?.date.toISOString())
    .toBe("2031-01-15T15:00:00.000Z");
  const stored = await Event.findOne({ title }).lean();
  expect(stored).toMatchObject({
    timeZone: "America/New_York",
    attendance: "hybrid",
    location: "Javits Center, New York",
    link: "https://live.example.com/forum",
    organizer: { name: "SHRM New York" },
    price: { amount: 0, currency: "GBP" },
    credits: [{ body: "SHRM", amount: 1.5 }],
    isApproved: false,
  });
  expect(stored?.endDate?.toISOString()).toBe("2031-01-15T16:30:00.000Z");
  const id = String(stored?._id);

  await signIn(page, admin);
  await page.goto("/profile/events");
  await page.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByText("Event approved")).toBeVisible();

  await page.goto(`/events/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("15/01/2031, 10:00 – 11:30 EST")).toBeVisible();
  // The visitor's own zone (Tokyo, no common English abbreviation), added in the browser.
  await expect(page.getByText("Your time: 16/01/2031, 00:00 – 01:30 GMT+9")).toBeVisible();
  await expect(page.getByText("SHRM 1.5")).toBeVisible();
  await expect(page.getByText("Free", { exact: true })).toBeVisible();

  await page.goto("/events");
  const subscribe = page.getByRole("region", { name: "Subscribe to the events calendar" });
  await expect(subscribe.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/r\?cid=webcal%3A%2F%2F.+%2Fevents\.ics$/,
  );
  await expect(subscribe.getByRole("link", { name: /Add to Outlook/ })).toHaveAttribute(
    "href",
    /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=http/,
  );
  await expect(subscribe.getByRole("link", { name: /Subscribe/ })).toHaveAttribute(
    "href",
    /^webcal:\/\/.+\/events\.ics$/,
  );

  // Filters: hybrid events with CPD credits include it.
  await page.getByLabel("Attendance").selectOption("hybrid");
  await page.getByLabel("With CPD credits").check();
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/attendance=hybrid/);
  await expect(page.getByRole("article", { name: title })).toBeVisible();

  await page.goto("/profile/events");
  await page.getByRole("tab", { name: "Approved", exact: true }).click();
  await page.getByRole("button", { name: `Cancel event: ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Please confirm" })
    .getByRole("button", { name: "Cancel event", exact: true })
    .click();
  await expect(page.getByText("Event cancelled")).toBeVisible();
  await page.goto(`/events/${id}`);
  await expect(page.getByText("This event has been cancelled.")).toBeVisible();
});
