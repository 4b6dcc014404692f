// The site shows event times in its own zone (Europe/London) and certification dates as calendar
// days, whatever zone the visitor's or moderator's browser is in.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

const tag = `e2etz${randomBytes(4).toString("hex")}`;
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await Event.deleteMany({ title: new RegExp(`^${tag}`) });
  await Certification.deleteMany({ title: new RegExp(`^${tag}`) });
  await User.deleteOne({ _id: admin.id });
  await endSpecData();
});

for (const timezoneId of ["America/Los_Angeles", "Asia/Tokyo"]) {
  test.describe(`a browser in ${timezoneId}`, () => {
    test.use({ timezoneId });
    const zoneTag = `${tag}${timezoneId.replace(/\W/g, "")}`;

    test("the certification list shows the stored calendar day", async ({ page }) => {
      const title = `${zoneTag} cert`;
      await Certification.create({
        title,
        skills: "Payroll",
        description: "<p>Calendar day</p>",
        date: new Date("2027-03-01T00:00:00.000Z"),
        duration: "2 days",
        registrationLink: "https://example.com/register",
      });
      await signIn(page, admin);
      await page.goto("/profile/manage-certifications");
      const row = page.getByRole("row", { name: new RegExp(title) });
      await expect(row).toContainText("01/03/2027");
      await expect(row).not.toContainText("28/02/2027");
    });

    test("the event dialog reads and writes UK time", async ({ page }) => {
      const title = `${zoneTag} event`;
      await page.goto("/events");
      await page.getByRole("button", { name: "Add Event" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Event" });
      await dialog.getByLabel("Title").fill(title);
      await dialog.getByLabel("Date and time").fill("2030-05-01T18:30");
      await dialog.getByLabel("Location").fill("Leeds");
      await dialog.getByRole("button", { name: "Create Event" }).click();
      await expect(page.getByText("Event added under review")).toBeVisible();
      // 18:30 in London in May (BST) is 17:30 UTC.
      await expect
        .poll(async () => (await Event.findOne({ title }).lean())?.date.toISOString())
        .toBe("2030-05-01T17:30:00.000Z");

      await Event.updateOne({ title }, { $set: { isApproved: true } });
      await signIn(page, admin);
      await page.goto("/profile/events");
      await page.getByRole("tab", { name: "Approved", exact: true }).click();
      await page.getByRole("button", { name: `Edit ${title}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Event" });
      await expect(edit.getByLabel("Date and time")).toHaveValue("2030-05-01T18:30");
    });
  });
}
