import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import sharp from "sharp";
import { Event } from "@/models/Event";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { signIn } from "./helpers/session";
import { endSpecData, startSpecData } from "./helpers/spec-data";

// Everything this file creates carries the tag, so searches only see this file's data.
const tag = `e2elist${randomBytes(4).toString("hex")}`;
let admin: TestUser;

// The site's time zone (SITE_TIME_ZONE): the dialog's local time then reads back unchanged.
test.use({ timezoneId: "Europe/London" });

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await endSpecData();
});

async function insertApprovedEvent(title: string, date: Date) {
  await Event.create({
    title,
    description: `About ${title}`,
    date,
    physical: true,
    location: "Manchester",
    searchText: `${title}\nabout ${title}\nmanchester`.toLowerCase(),
    isApproved: true,
  });
}

test("a visitor's event is held for review, then appears once approved", async ({ page }) => {
  const title = `${tag} Meetup`;
  await page.goto("/events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Event" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Talks about people analytics");
  await dialog.getByLabel("Date and time").fill("2030-05-01T18:30");
  await dialog.getByLabel("Location").fill("Leeds");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event added under review")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto(`/events?search=${encodeURIComponent(title)}`);
  await expect(page.getByText("No events found.")).toBeVisible();

  await signIn(page, admin);
  await page.goto("/profile/events");
  await expect(page.getByRole("tab", { name: "Not Approved" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByText("Event approved")).toBeVisible();

  await page.goto(`/events?search=${encodeURIComponent(title)}`);
  const card = page.getByRole("article", { name: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText("01/05/2030, 18:30");
  await expect(card).toContainText("Leeds");
  await expect(page.getByRole("heading", { name: "Upcoming events" })).toBeVisible();
});

test("the event dialog shows errors under their fields and edits prefill in the back-office", async ({
  page,
}) => {
  await page.goto("/events");
  await page.getByRole("button", { name: "Add Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Event" });
  await dialog.getByLabel("Title").fill(`${tag} Far future`);
  await dialog.getByLabel("Date and time").fill("2300-01-01T10:00");
  await dialog.getByLabel("Location").fill("Nowhere");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  // Checked in the browser with the server's schema: the error sits under its field.
  await expect(dialog.getByLabel("Date and time")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Date must be a valid date")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: "Add Event" })).toBeFocused();

  const title = `${tag} Editable`;
  await insertApprovedEvent(title, new Date("2031-06-01T09:00:00Z"));
  await signIn(page, admin);
  await page.goto("/profile/events");
  await page.getByRole("tab", { name: "Approved", exact: true }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Date and time")).toHaveValue("2031-06-01T10:00");
  await edit.getByLabel("Date and time").fill("2300-06-01T10:00");
  await edit.getByRole("button", { name: "Update Event" }).click();
  await expect(edit.getByText("Date must be a valid date")).toBeVisible();
  await edit.getByLabel("Date and time").fill("2031-06-01T10:00");
  await edit.getByLabel("Online", { exact: true }).check();
  await edit.getByLabel("Link").fill("https://live.example.com/room");
  await edit.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated")).toBeVisible();

  await page.goto(`/events?search=${encodeURIComponent(title)}`);
  await expect(
    page.getByRole("article", { name: title }).getByRole("link", { name: /Join online/ }),
  ).toHaveAttribute("href", "https://live.example.com/room");
});

test("today's events show the green dot; upcoming come before past", async ({ page }) => {
  await insertApprovedEvent(`${tag}dot Happening today`, new Date());
  await insertApprovedEvent(`${tag}dot Next month`, new Date(Date.now() + 30 * 86_400_000));
  await insertApprovedEvent(`${tag}dot Last year`, new Date(Date.now() - 365 * 86_400_000));

  await page.goto("/events");
  await page.getByRole("searchbox", { name: "Search events" }).fill(`${tag}dot`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}dot`));
  // The URL changes as the navigation starts; the unfiltered list (which holds this file's other
  // events too) stays on screen until the results arrive, and only they carry Clear Search.
  await expect(page.getByRole("link", { name: "Clear Search" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming events" });
  const past = page.getByRole("region", { name: "Past events" });
  await expect(upcoming.getByRole("article", { name: `${tag}dot Happening today` })).toContainText("Today");
  await expect(upcoming.getByRole("article", { name: `${tag}dot Next month` })).not.toContainText("Today");
  await expect(past.getByRole("article", { name: `${tag}dot Last year` })).toBeVisible();
  await expect
    .poll(() =>
      upcoming
        .getByRole("article")
        .evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label"))),
    )
    .toEqual([`${tag}dot Happening today`, `${tag}dot Next month`]);
});

test("a visitor's job is held for review; once approved its image opens in a dialog", async ({ page }) => {
  const title = `${tag} HR Business Partner`;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a7" } })
    .png()
    .toBuffer();

  await page.goto("/jobs");
  await page.getByRole("button", { name: "Post Job" }).click();
  const dialog = page.getByRole("dialog", { name: "Post Job" });
  const submit = dialog.getByRole("button", { name: "Post Job" });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel("Title").fill(`  ${title}  `);
  await expect(submit).toBeEnabled();
  await dialog.getByLabel("Company").fill("Acme People");
  await dialog.getByLabel("Location").fill("Bristol");
  await dialog.getByLabel("Description").fill("Partner with leaders on people plans.");
  await dialog.getByLabel("Link").fill("https://careers.example.com/hrbp");
  await dialog.getByLabel("Image").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await submit.click();
  await expect(page.getByText("Job added under review")).toBeVisible();

  await page.goto("/jobs");
  await expect(page.getByRole("article", { name: title })).toHaveCount(0);

  await signIn(page, admin);
  await page.goto("/profile/jobs");
  await page.getByRole("button", { name: `Approve ${title}` }).click();
  await expect(page.getByText("Job approved")).toBeVisible();

  await page.goto("/jobs");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Acme People");
  const viewJob = card.getByRole("link", { name: /View Job/ });
  await expect(viewJob).toHaveAttribute("href", "https://careers.example.com/hrbp");
  await expect(viewJob).toHaveAttribute("target", "_blank");
  await expect(viewJob).toHaveAttribute("rel", "noopener noreferrer");

  const opener = card.getByRole("button", { name: `View full-size image for ${title}` });
  await opener.click();
  const imageDialog = page.getByRole("dialog", { name: `Image for ${title}` });
  await expect(imageDialog).toBeVisible();
  await expect(imageDialog.getByRole("img", { name: `Image for ${title}` })).toBeVisible();
  // Focus stays inside: the Close button is the only control, so Tab keeps it focused.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(imageDialog.getByRole("button", { name: "Close" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(imageDialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.goto("/profile/jobs");
  await page.getByRole("tab", { name: "Approved", exact: true }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Job" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByLabel("Company")).toHaveValue("Acme People");
  await edit.getByLabel("Company").fill("Acme People Ltd");
  await edit.getByRole("button", { name: "Update Job" }).click();
  await expect(page.getByText("Job updated")).toBeVisible();
  await page.goto("/jobs");
  await expect(page.getByRole("article", { name: title })).toContainText("Acme People Ltd");
});

test("an admin adds a certification, which opens by direct URL, and deletes it", async ({ page }) => {
  const title = `${tag} Certified Analyst`;
  await signIn(page, admin);
  await page.goto("/profile/addCertification");
  await page.getByRole("button", { name: "Add Certification" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Description is required")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Skills").fill("Dashboards, forecasting");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("A practical course on workforce analytics for HR teams.");
  await page.getByLabel("Date", { exact: true }).fill("2031-04-01");
  await page.getByLabel("Duration").fill("8 weeks");
  await page.getByLabel("Registration link").fill("https://learn.example.com/analyst");
  await expect(page.getByLabel("Level")).toHaveValue("");
  await page.getByLabel("Level").selectOption("Advanced");
  await page.getByRole("button", { name: "Add Certification" }).click();
  await expect(page.getByText("Certification added")).toBeVisible();

  await page.goto("/certifications");
  const card = page.getByRole("article", { name: title });
  await expect(card).toContainText("Advanced Level Course");
  await expect(card).toContainText("Starts on");
  await expect(card).toContainText("8 weeks");
  const href = await card.getByRole("link", { name: `Checkout Now: ${title}` }).getAttribute("href");
  expect(href).toMatch(/^\/certifications\/[a-f0-9]{24}$/);

  const response = await page.goto(href!);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("April 1st 2031")).toBeVisible();
  await expect(page.getByText("Dashboards, forecasting")).toBeVisible();
  await expect(page.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute(
    "href",
    "https://learn.example.com/analyst",
  );

  await page.goto("/profile/manage-certifications");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Please confirm" });
  await expect(confirmation).toContainText("Are you sure you want to delete this Certification?");
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Certification deleted")).toBeVisible();
  const gone = await page.goto(href!);
  expect(gone?.status()).toBe(404);
});

test("editing About changes the About page and its Contact Us row", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/profile/about");
  const about = page.getByRole("textbox", { name: "About" });
  await about.fill(`${tag} we connect HR people.`);
  await page.getByLabel("LinkedIn link").fill("https://www.linkedin.com/company/hr-example");
  await page.getByLabel("Instagram link").fill("");
  await page.getByLabel("Facebook link").fill("");
  await page.getByLabel("Contact e-mail").fill("team@example.com");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("About section updated")).toBeVisible();

  await page.goto("/about");
  await expect(page.getByText(`${tag} we connect HR people.`)).toBeVisible();
  const contact = page.getByRole("region", { name: "Contact Us" });
  await expect(contact.getByRole("link", { name: "LinkedIn" })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/company/hr-example",
  );
  await expect(contact.getByRole("link", { name: "Email" })).toHaveAttribute(
    "href",
    "mailto:team@example.com",
  );
  await expect(contact.getByRole("link", { name: "Facebook" })).toHaveCount(0);
  await expect(contact.getByRole("link", { name: "Instagram" })).toHaveCount(0);

  await page.goto("/profile/about");
  await expect(page.getByLabel("LinkedIn link")).toHaveValue("https://www.linkedin.com/company/hr-example");
  await page.getByLabel("LinkedIn link").fill("");
  await page.getByLabel("Facebook link").fill("https://facebook.com/hr-example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("About section updated")).toBeVisible();

  await page.goto("/about");
  const updated = page.getByRole("region", { name: "Contact Us" });
  await expect(updated.getByRole("link", { name: "Facebook" })).toHaveAttribute(
    "href",
    "https://facebook.com/hr-example",
  );
  await expect(updated.getByRole("link", { name: "LinkedIn" })).toHaveCount(0);
});
