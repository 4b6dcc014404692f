// Organisers and the CPD record in the browser: an organiser's event, once approved, shows its
// attendance code on /account/events, and an edit there waits for review; a second member marks "I'm going", enters the code on the
// event page, sees the verified credits and the cycle progress on /account/cpd and downloads the PDF.
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { expect, newAppContext, test } from "./helpers/test";
import { AuditLog } from "@/models/AuditLog";
import { CpdEntry } from "@/models/CpdEntry";
import { Event } from "@/models/Event";
import { EventAttendee } from "@/models/EventAttendee";
import { EventGoing } from "@/models/EventGoing";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { forgetMemberMails, memberEmail, signInMember, browserCookiesOf } from "../tests/helpers/members";
import { pdfPages } from "../tests/helpers/pdf-text";

const RUN = `cpd${randomBytes(4).toString("hex")}`;
const emails = [memberEmail("e2e-organiser"), memberEmail("e2e-attendee")];
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
  await EventGoing.deleteMany({ eventId: { $in: events.map((row) => row._id) } });
  await EventAttendee.deleteMany({ eventId: { $in: events.map((row) => row._id) } });
  await CpdEntry.deleteMany({ memberId: { $in: ids } });
  await Event.deleteMany({ title: { $regex: RUN } });
  await MemberSession.deleteMany({ memberId: { $in: ids } });
  await Member.deleteMany({ email: { $in: emails } });
  await MailLog.deleteMany({ to: { $in: [...emails, admin.email] } });
  await AuditLog.deleteMany({ userId: admin.id });
  await User.deleteMany({ _id: admin.id });
  forgetMemberMails(...emails);
  await endSpecData();
});

test("an organiser's attendance code gives a second member verified credits, progress and a PDF", async ({
  browser,
  baseURL,
}) => {
  const [organiser, attendee] = [
    await signInMember(baseURL!, emails[0]),
    await signInMember(baseURL!, emails[1]),
  ];
  const organiserContext = await newAppContext(browser);
  await organiserContext.addCookies(browserCookiesOf(organiser, baseURL!));
  const organiserPage = await organiserContext.newPage();

  // The organiser posts an event (as a member: it is theirs) and staff approve it.
  const now = Date.now();
  const created = await organiserPage.request.post("/api/event/create-event", {
    data: {
      title: `${RUN} People analytics workshop`,
      description: "Hands-on session",
      location: "Manchester",
      physical: true,
      date: new Date(now - 60 * 60 * 1000).toISOString(),
      endDate: new Date(now + 60 * 60 * 1000).toISOString(),
      credits: [
        { body: "SHRM", amount: 3 },
        { body: "HRCI", amount: 2 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const eventId = ((await created.json()) as { event: { _id: string } }).event._id;
  await organiserPage.goto("/account/events");
  await expect(organiserPage.getByText("pending", { exact: true })).toBeVisible();
  const approved = await organiserPage.request.post(`/api/admin/approve-event/${eventId}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  expect(approved.status()).toBe(200);

  await organiserPage.reload();
  await organiserPage.getByRole("button", { name: "Show attendance code" }).click();
  const codeText = await organiserPage.getByText(/Attendance code:/).textContent();
  const code = /([A-Z2-9]{6})/.exec(codeText ?? "")?.[1];
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  // The organiser renames the published event: the change waits for review, the live title stays.
  await organiserPage.getByRole("button", { name: "Edit", exact: true }).click();
  const editDialog = organiserPage.getByRole("dialog", { name: "Edit Event" });
  await expect(editDialog.getByLabel("Title", { exact: true })).toHaveValue(
    `${RUN} People analytics workshop`,
  );
  await editDialog.getByLabel("Title", { exact: true }).fill(`${RUN} People analytics lab`);
  await editDialog.getByRole("button", { name: "Update Event" }).click();
  await expect(editDialog).toBeHidden();
  await expect(organiserPage.getByText("Change waiting for review")).toBeVisible();
  await expect(organiserPage.getByRole("link", { name: `${RUN} People analytics workshop` })).toBeVisible();

  // The second member: going, then the code on the event page.
  const attendeeContext = await newAppContext(browser);
  await attendeeContext.addCookies(browserCookiesOf(attendee, baseURL!));
  const page = await attendeeContext.newPage();
  await page.goto(`/events/${eventId}`);
  await expect(page.getByText("0 members are going")).toBeVisible();
  await page.getByRole("button", { name: "I’m going" }).click();
  await expect(page.getByText("1 member is going")).toBeVisible();
  await expect(page.getByRole("button", { name: "I’m going" })).toHaveAttribute("aria-pressed", "true");

  await page.getByLabel("Enter attendance code").fill("WRONG9");
  await page.getByRole("button", { name: "Confirm attendance" }).click();
  await expect(page.getByText("That attendance code is not right for this event")).toBeVisible();
  await page.getByLabel("Enter attendance code").fill(code!);
  await page.getByRole("button", { name: "Confirm attendance" }).click();
  await expect(page.getByText("Attendance confirmed.")).toBeVisible();

  await page.getByRole("link", { name: "See your CPD record" }).click();
  await expect(page.getByRole("heading", { name: "Your CPD record" })).toBeVisible();
  // The entry (its certificate, issue 44, is listed too: "Attendance: …").
  await expect(page.getByText(`${RUN} People analytics workshop`).first()).toBeVisible();
  await expect(page.getByText(`Attendance: ${RUN} People analytics workshop`, { exact: true })).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByText(/^3 of 60 PDCs, \d+ months left$/)).toBeVisible();
  await expect(page.getByText(/^2 of 60 credits, \d+ months left$/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloading;
  const text = (await pdfPages(new Uint8Array(readFileSync((await download.path())!)))).join(" ");
  expect(text).toContain(`${RUN} People analytics workshop`);
  expect(text).toContain("[Verified by HR Pulse]");

  await organiserContext.close();
  await attendeeContext.close();
});
