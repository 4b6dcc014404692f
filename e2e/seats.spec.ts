// Seats and proof (issue 44) in the browser: an organiser's in-person event with 2 seats; three members
// register (the third is waitlisted); one cancels and the third moves up with a mail; at the door the
// organiser checks a guest in by code; the guest finds the verified credits on /account/cpd, opens the
// certificate's public page (verified) and downloads the audit pack. The new pages fit a 390 px phone.
import { randomBytes } from "node:crypto";
import { expect, newAppContext, test } from "./helpers/test";
import type { Browser, Page } from "@playwright/test";
import { CpdEntry } from "@/models/CpdEntry";
import { Credential } from "@/models/Credential";
import { Event } from "@/models/Event";
import { EventAttendee } from "@/models/EventAttendee";
import { EventRegistration } from "@/models/EventRegistration";
import { EventSeat } from "@/models/EventSeat";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { User } from "@/models/User";
import { AuditLog } from "@/models/AuditLog";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import {
  forgetMemberMails,
  memberEmail,
  signInMember,
  type TestMember,
  browserCookiesOf,
} from "../tests/helpers/members";
import { mailsTo } from "../tests/helpers/mail-sink";

const REGISTERED = "You're registered. Your confirmation mail has the details.";
const WAITLISTED = "You're on the waitlist: if a seat frees up, it is yours and we mail you.";
const RUN = `seats${randomBytes(4).toString("hex")}`;
const emails = ["organiser", "first", "second", "third"].map((who) => memberEmail(`e2e-${who}`));
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  const members = await Member.find({ email: { $in: emails } })
    .select("_id")
    .lean();
  const ids = members.map((row) => row._id);
  const events = await Event.find({ title: { $regex: RUN } })
    .select("_id")
    .lean();
  const eventIds = events.map((row) => row._id);
  await EventRegistration.deleteMany({ eventId: { $in: eventIds } });
  await EventSeat.deleteMany({ eventId: { $in: eventIds } });
  await EventAttendee.deleteMany({ eventId: { $in: eventIds } });
  await Credential.deleteMany({ eventId: { $in: eventIds } });
  await CpdEntry.deleteMany({ memberId: { $in: ids } });
  await Event.deleteMany({ _id: { $in: eventIds } });
  await MemberSession.deleteMany({ memberId: { $in: ids } });
  await Member.deleteMany({ email: { $in: emails } });
  await MailLog.deleteMany({ to: { $in: [...emails, admin.email] } });
  await AuditLog.deleteMany({ userId: admin.id });
  await User.deleteMany({ _id: admin.id });
  forgetMemberMails(...emails);
  await endSpecData();
});

async function pageAs(browser: Browser, member: TestMember, baseURL: string): Promise<Page> {
  const context = await newAppContext(browser);
  await context.addCookies(browserCookiesOf(member, baseURL));
  return context.newPage();
}

/** No horizontal scrolling at the page's current width. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function waitForSubject(email: string, prefix: string) {
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => (mail.parsed.subject ?? "").startsWith(prefix)), {
      timeout: 20000,
    })
    .toBe(true);
}

test("seats, a waitlist that moves, check-in at the door and a certificate anyone can verify", async ({
  browser,
  baseURL,
}) => {
  const [organiser, first, second, third] = await Promise.all(
    emails.map((email) => signInMember(baseURL!, email)),
  );
  const organiserPage = await pageAs(browser, organiser!, baseURL!);

  // The organiser creates an in-person event with 2 seats (started an hour ago: check-in is now).
  const now = Date.now();
  const created = await organiserPage.request.post("/api/event/create-event", {
    data: {
      title: `${RUN} Employment law update`,
      location: "Birmingham",
      attendance: "inPerson",
      date: new Date(now - 60 * 60 * 1000).toISOString(),
      endDate: new Date(now + 2 * 60 * 60 * 1000).toISOString(),
      registration: "open",
      capacity: 2,
      credits: [{ body: "SHRM", amount: 2 }],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  const approved = await organiserPage.request.post(`/api/admin/approve-event/${eventId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status()).toBe(200);

  // Three members register on the event page; the third joins the waitlist.
  const pages: Page[] = [];
  for (const [index, member] of [first!, second!, third!].entries()) {
    const page = await pageAs(browser, member, baseURL!);
    pages.push(page);
    await page.goto(`/events/${eventId}`);
    await expect(
      page.getByText(["2 of 2 seats left", "1 of 2 seats left", "Full: all 2 seats are taken"][index]!),
    ).toBeVisible();
    await page.getByRole("button", { name: index < 2 ? "Register" : "Join the waitlist" }).click();
    await expect(page.getByText(index < 2 ? REGISTERED : WAITLISTED, { exact: true })).toBeVisible();
  }

  // The first cancels: the third moves up at once, with a mail.
  await pages[0]!.getByRole("button", { name: "Cancel registration" }).click();
  // The freed seat went to the third at once, so the first would now join the waitlist.
  await expect(pages[0]!.getByRole("button", { name: "Join the waitlist" })).toBeVisible();
  await pages[2]!.reload();
  await expect(pages[2]!.getByText(REGISTERED, { exact: true })).toBeVisible();
  await waitForSubject(third!.email, "A seat is yours");

  // The organiser's guest list, then check-in at the door by code.
  await organiserPage.goto(`/account/events/${eventId}/guests`);
  await expect(organiserPage.getByText(second!.email).first()).toBeVisible();
  await expect(organiserPage.getByText("2 registered · 0 waitlisted")).toBeVisible();
  const code = (await EventRegistration.findOne({ eventId, memberId: third!.id }).select("+code").lean())!
    .code;
  await organiserPage.getByRole("link", { name: "Check guests in" }).click();
  await expect(organiserPage.getByRole("heading", { name: "Check-in" })).toBeVisible();
  await organiserPage.getByLabel("Guest's code").fill(code);
  await organiserPage.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(organiserPage.getByText("is checked in.")).toBeVisible();
  await organiserPage.getByLabel("Guest's code").fill(code);
  await organiserPage.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(organiserPage.getByText("checked in already", { exact: false })).toBeVisible();

  // The guest: the verified credits, the certificate's public page, the audit pack.
  const guest = pages[2]!;
  await guest.goto("/account/cpd");
  await expect(guest.getByText(`${RUN} Employment law update`).first()).toBeVisible();
  await expect(guest.getByText("Verified", { exact: true })).toBeVisible();
  const downloading = guest.waitForEvent("download");
  await guest.getByRole("link", { name: "Download audit pack" }).click();
  expect((await downloading).suggestedFilename()).toBe("cpd-audit-pack.zip");
  await guest.getByRole("link", { name: /Check the certificate/ }).click();
  await expect(guest.getByText("Verified: issued by")).toBeVisible();
  await expect(guest.getByText("Checked in at the door by the organiser")).toBeVisible();

  // The new pages at a phone's width.
  for (const [page, path] of [
    [guest, guest.url()],
    [guest, `/events/${eventId}`],
    [guest, "/account/events"],
    [organiserPage, `/account/events/${eventId}/guests`],
    [organiserPage, `/account/events/${eventId}/check-in`],
  ] as Array<[Page, string]>) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await expectNoOverflow(page);
  }

  for (const page of [...pages, organiserPage]) await page.context().close();
});
