// A member in the browser: sign in with the code from the mail, edit the profile, see the name in
// the top bar, turn the newsletter on, export the data, sign out. And public pages are the same
// bytes with and without a member cookie.
import { readFileSync } from "node:fs";
import { expect, test } from "./helpers/test";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { Subscriber } from "@/models/Subscriber";
import { endSpecData, startSpecData } from "./helpers/spec-data";
import { waitForMails } from "../tests/helpers/mail-sink";
import { codeIn, forgetMemberMails, memberEmail, signInMember } from "../tests/helpers/members";

const reader = memberEmail("e2e-member");
const other = memberEmail("e2e-bytes");

test.beforeAll(async () => {
  await startSpecData();
});

test.afterAll(async () => {
  const members = await Member.find({ email: { $in: [reader, other] } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: [reader, other] } });
  await Subscriber.deleteMany({ email: { $in: [reader, other] } });
  await MailLog.deleteMany({ to: { $in: [reader, other] } });
  forgetMemberMails(reader, other);
  await endSpecData();
});

test("a member signs in with the mailed code, edits the profile, subscribes, exports and signs out", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(reader);
  await page.getByRole("button", { name: "Send me a sign-in code" }).click();
  await expect(page.getByText("Check your inbox for your sign-in code.")).toBeVisible();

  const [mail] = await waitForMails(reader);
  await page.getByLabel("Sign-in code").fill(codeIn(mail!));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Robin Member");
  await page.getByLabel("Headline").fill("People partner");
  await page.getByLabel("SHRM-CP").check();
  await page.getByLabel("Other credentials").fill("Mediation certificate");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved")).toBeVisible();
  await expect(page.getByRole("link", { name: "Your account: Robin Member" })).toBeVisible();

  // The name in the top bar of a public page, loaded in the browser.
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "Your account: Robin Member" })).toHaveText("Robin Member");
  await page.getByRole("link", { name: "Your account: Robin Member" }).click();

  await page.getByLabel("Newsletter and digest of new posts").check();
  await expect(page.getByText("Newsletter turned on")).toBeVisible();
  await expect.poll(async () => (await Subscriber.findOne({ email: reader }).lean())?.state).toBe("active");

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as {
    profile: { email: string; name: string; credentials: string[] };
    newsletter: { state: string };
  };
  expect(exported.profile).toMatchObject({
    email: reader,
    name: "Robin Member",
    credentials: ["SHRM-CP", "Mediation certificate"],
  });
  expect(exported.newsletter.state).toBe("active");

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Sign in", exact: true })).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
});

test("a public page's HTML is the same with and without a member cookie", async ({ request, baseURL }) => {
  const member = await signInMember(baseURL!, other);
  await Member.updateOne({ _id: member.id }, { $set: { name: "Bytes Tester" } });
  const normalise = (html: string) =>
    html.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<id>");
  for (const path of ["/", "/about", "/jobs"]) {
    // Warm the page so both loads come from the same rendering.
    await request.get(path, { headers: { Cookie: "" } });
    const anonymous = await request.get(path);
    const signedIn = await request.get(path, { headers: { Cookie: `${member.cookie}; hrp_signed_in=1` } });
    expect(signedIn.status()).toBe(200);
    const [plain, withCookie] = [normalise(await anonymous.text()), normalise(await signedIn.text())];
    expect(withCookie).not.toContain("Bytes Tester");
    expect(withCookie).not.toContain(other);
    expect(withCookie === plain, `${path} differs with the member cookie`).toBe(true);
  }
});
