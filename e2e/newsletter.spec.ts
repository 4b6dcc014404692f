// The newsletter in a browser: subscribe, open the mail's link (nothing changes), confirm with the
// button; unsubscribe from the footer page; and the back-office screens for subscribers and mail.
import { randomBytes } from "node:crypto";
import { expect, test } from "./helpers/test";
import { signToken } from "@/lib/auth/signed-tokens";
import { MailLog } from "@/models/MailLog";
import { Subscriber } from "@/models/Subscriber";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../tests/helpers/auth";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { linkIn, removeMailsTo, waitForMails } from "../tests/helpers/mail-sink";
import { signIn } from "./helpers/session";

const TAG = `e2email${randomBytes(4).toString("hex")}`;
const email = (name: string) => `${TAG}-${name}@example.test`;
const stateOf = async (address: string) => (await Subscriber.findOne({ email: address }).lean())?.state;
let admin: TestUser;

test.beforeAll(async () => {
  await startSpecData();
  admin = await createStaffUser("admin");
});

test.afterAll(async () => {
  await Subscriber.deleteMany({ email: new RegExp(`^${TAG}-`) });
  await MailLog.deleteMany({ to: new RegExp(`^${TAG}-`) });
  await User.deleteOne({ _id: admin.id });
  removeMailsTo(email("reader"), email("expired"));
  await endSpecData();
});

test("a reader subscribes, opens the mail's link and confirms with the button", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Enter your email id").fill(email("reader"));
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm your subscription.")).toBeVisible();

  const [mail] = await waitForMails(email("reader"));
  const link = linkIn(mail!, `${process.env.APP_URL}/newsletter/confirm?token=`);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  expect(await stateOf(email("reader"))).toBe("pending");

  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("status")).toHaveText("Your subscription is confirmed. Welcome aboard!");
  expect(await stateOf(email("reader"))).toBe("active");
});

test("an expired link says so and offers a way to ask again", async ({ page }) => {
  await page.goto("/");
  await page.getByPlaceholder("Enter your email id").fill(email("expired"));
  await page.getByRole("button", { name: "Subscribe" }).click();
  const [mail] = await waitForMails(email("expired"));
  await Subscriber.updateOne(
    { email: email("expired") },
    { $set: { confirmExpiresAt: new Date(Date.now() - 1000) } },
  );

  await page.goto(linkIn(mail!, `${process.env.APP_URL}/newsletter/confirm?token=`));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(
    page.getByText("This confirmation link has expired. Subscribe again to get a new link."),
  ).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new confirmation link" }).click();
  await expect(page.getByRole("heading", { name: "Never Miss Updates!" })).toBeInViewport();
});

test("the unsubscribe page changes nothing until its button is pressed", async ({ page }) => {
  const row = await Subscriber.create({ email: email("leaver"), state: "active", confirmedAt: new Date() });
  await page.goto(
    `/newsletter/unsubscribe?token=${signToken("newsletterUnsubscribe", String(row._id), process.env.JWT_SECRET!)}`,
  );
  await expect(page.getByRole("heading", { name: "Unsubscribe from the newsletter" })).toBeVisible();
  expect(await stateOf(email("leaver"))).toBe("active");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "You are unsubscribed and will get no more newsletters from us.",
  );
  expect(await stateOf(email("leaver"))).toBe("unsubscribed");
});

test("staff find a subscriber, mark it bounced, and read the mail log", async ({ page }) => {
  await Subscriber.create({ email: email("staff-view"), state: "active", confirmedAt: new Date() });
  await signIn(page, admin);
  await page.goto("/profile/subscribers");
  await expect(page.getByRole("heading", { name: "Subscribers" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by e-mail" }).fill(email("staff-view"));
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: email("staff-view") });
  await expect(row.getByRole("cell", { name: "active", exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Mark ${email("staff-view")} as bounced` }).click();
  await expect(row.getByRole("cell", { name: "bounced", exact: true })).toBeVisible();
  expect(await stateOf(email("staff-view"))).toBe("bounced");

  await MailLog.create({
    _id: `e2e:${TAG}`,
    to: email("logged"),
    kind: "confirmation",
    subject: `${TAG} logged`,
    status: "failed",
    error: "550 No such user",
  });
  await page.goto("/profile/mail");
  await expect(page.getByRole("heading", { name: "Mail log" })).toBeVisible();
  await page.getByLabel("Status").selectOption("failed");
  const entry = page.getByRole("row").filter({ hasText: email("logged") });
  await expect(entry).toContainText(`${TAG} logged`);
  await expect(entry).toContainText("550 No such user");
});

test("staff write a newsletter, preview it and send a test to themselves", async ({ page }) => {
  await signIn(page, admin);
  await page.goto("/profile/newsletter");
  await expect(page.getByRole("heading", { name: "Newsletter", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Subject is required")).toBeVisible();

  await page.getByLabel("Subject").fill(`${TAG} Monthly`);
  const editor = page.getByRole("textbox", { name: "Message" });
  await editor.click();
  await expect(editor).toBeFocused();
  await page.keyboard.type("Hello from the HR Pulse team.");
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.frameLocator("iframe[title='Newsletter preview']");
  // The mail's body is its "article" (the hidden preheader repeats the first words).
  await expect(preview.getByRole("article").getByText("Hello from the HR Pulse team.")).toBeVisible();

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByText(`Test sent to ${admin.email}`)).toBeVisible();
  const [mail] = await waitForMails(admin.email);
  expect(mail!.parsed.subject).toBe(`[Test] ${TAG} Monthly`);
  removeMailsTo(admin.email);
});
