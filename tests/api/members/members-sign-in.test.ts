// Passwordless member sign-in over HTTP with the real SMTP sink: the always-same answer, the code
// and the scanner-safe link, expiry, reuse, the 5-wrong-codes limit, the per-address mail cap.
import { afterAll, describe, expect, it } from "vitest";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { MemberSignIn } from "@/models/MemberSignIn";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, waitForMails } from "../../helpers/mail-sink";
import { codeIn, forgetMemberMails, memberCookieOf, memberEmail, signInMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const ANSWER = { success: true, message: "Check your inbox for your sign-in code." };
const used: string[] = [];
const fresh = () => {
  const email = memberEmail("signin");
  used.push(email);
  return email;
};

const ask = (email: string) => api("/api/members/sign-in", { body: { email } });
const verify = (body: unknown) => api("/api/members/verify", { body });

async function rawVerify(body: unknown): Promise<Response> {
  return appFetch(`${baseUrl()}/api/members/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

async function codeFor(email: string, nth = 1): Promise<string> {
  await ask(email);
  const mails = await waitForMails(email, nth);
  return codeIn(mails[nth - 1]!);
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

afterAll(async () => {
  const members = await Member.find({ email: { $in: used } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: used } });
  await MemberSignIn.deleteMany({ email: { $in: used } });
  await MailLog.deleteMany({ to: { $in: used } });
  forgetMemberMails(...used);
});

describe("POST /api/members/sign-in", () => {
  it("answers the same for any address and mails a 6-digit code and a link to the sign-in page", async () => {
    const email = fresh();
    const response = await ask(`  ${email.toUpperCase()} `);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(ANSWER);
    const [mail] = await waitForMails(email);
    expect(codeIn(mail!)).toMatch(/^\d{6}$/);
    expect(mail!.parsed.subject).toContain(codeIn(mail!));
    expect(linkIn(mail!, `${baseUrl()}/account/sign-in?token=`)).toMatch(/token=[a-f0-9]{24}\./);
    // Nothing is created before the code is used.
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("400 for a missing or malformed address", async () => {
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }]) {
      const response = await api("/api/members/sign-in", { body });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
      expect(typeof response.json.message).toBe("string");
    }
    const malformed = await api("/api/members/sign-in", { body: "{not json" });
    expect(malformed.status).toBe(400);
  });

  it("sends at most 5 mails per address per hour, whatever the number of requests (RATE_LIMIT_SCALE aside)", async () => {
    const email = fresh();
    for (let i = 0; i < 8; i++) expect((await ask(email)).json).toEqual(ANSWER);
    await waitForMails(email, 5);
    expect(await MailLog.countDocuments({ to: email, kind: "memberSignIn" })).toBe(5);
  });
});

describe("POST /api/members/verify", () => {
  it("the code signs in, creates the member on first sign-in and sets an HttpOnly, SameSite=Lax cookie", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const response = await rawVerify({ email, code });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      success: boolean;
      member: { id: string; email: string; name: string };
    };
    expect(body).toEqual({ success: true, member: { id: expect.any(String), email, name: "" } });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith("hrp_member="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // The test site URL is http: no Secure flag (it is set when the site URL is https).
    expect(cookie).not.toMatch(/Secure/i);
    expect(await Member.countDocuments({ email })).toBe(1);
    const me = await api("/api/members/me", { headers: { Cookie: memberCookieOf(response)! } });
    expect(me.status).toBe(200);
    expect((me.json as unknown as { member: { email: string } }).member.email).toBe(email);
  });

  it("signs the same member in again on later sign-ins", async () => {
    const email = fresh();
    const first = await signInMember(baseUrl(), email, 1);
    const second = await signInMember(baseUrl(), email, 2);
    expect(second.id).toBe(first.id);
    expect(await Member.countDocuments({ email })).toBe(1);
  });

  it("the link's page changes nothing (a GET never signs in); its button's POST of the token does", async () => {
    const email = fresh();
    await ask(email);
    const [mail] = await waitForMails(email);
    const link = linkIn(mail!, `${baseUrl()}/account/sign-in?token=`);
    const token = new URL(link).searchParams.get("token")!;
    // A mail scanner opens the link (twice, as some do).
    for (let i = 0; i < 2; i++) {
      const page = await appFetch(link);
      expect(page.status).toBe(200);
      expect(memberCookieOf(page)).toBeNull();
      expect(await page.text()).toContain("Sign in");
    }
    expect(await MemberSignIn.countDocuments({ email, usedAt: { $ne: null } })).toBe(0);
    expect(await Member.countDocuments({ email })).toBe(0);
    const response = await rawVerify({ token });
    expect(response.status).toBe(200);
    expect(memberCookieOf(response)).not.toBeNull();
  });

  it("a code or token works once", async () => {
    const email = fresh();
    const code = await codeFor(email);
    expect((await verify({ email, code })).status).toBe(200);
    const again = await verify({ email, code });
    expect(again.status).toBe(400);
    expect(again.json.message).toMatch(/ask for a new/i);

    const other = fresh();
    await ask(other);
    const [mail] = await waitForMails(other);
    const token = new URL(linkIn(mail!, `${baseUrl()}/account/sign-in?token=`)).searchParams.get("token")!;
    expect((await verify({ token })).status).toBe(200);
    expect((await verify({ token })).status).toBe(400);
    // The code of a used link is used too.
    expect((await verify({ email: other, code: codeIn(mail!) })).status).toBe(400);
  });

  it("a code expires after 15 minutes", async () => {
    const email = fresh();
    const code = await codeFor(email);
    await MemberSignIn.updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await verify({ email, code });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      success: false,
      message: expect.stringMatching(/expired.*ask for a new/i),
    });
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("a newer code replaces the previous one", async () => {
    const email = fresh();
    const first = await codeFor(email, 1);
    // Codes are random: ask again in the rare case the new one repeats the old, so the old one is tried.
    let asked = 2;
    let second = await codeFor(email, asked);
    while (second === first && asked < 5) second = await codeFor(email, ++asked);
    expect(second).not.toBe(first);
    expect((await verify({ email, code: first })).status).toBe(400);
    expect((await verify({ email, code: second })).status).toBe(200);
  });

  it("dies after 5 wrong codes: even the right code is then refused, with a message to ask for a new one", async () => {
    const email = fresh();
    const code = await codeFor(email);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await verify({ email, code: wrong(code) }));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.json.message).toMatch(/not right/i);
    expect(answers[4]!.json.message).toMatch(/ask for a new sign-in code/i);
    const right = await verify({ email, code });
    expect(right.status).toBe(400);
    expect(right.json.message).toMatch(/ask for a new sign-in code/i);
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("counts concurrent wrong codes: never more than 5 are checked", async () => {
    const email = fresh();
    const code = await codeFor(email);
    await Promise.all(Array.from({ length: 8 }, () => verify({ email, code: wrong(code) })));
    const row = await MemberSignIn.findOne({ email }).lean();
    expect(row!.attempts).toBe(5);
    expect((await verify({ email, code })).status).toBe(400);
  });

  it("400 for bad input: no code, a malformed code, an unknown address, a forged token", async () => {
    const email = fresh();
    const cases: unknown[] = [
      {},
      { email },
      { email, code: "12345" },
      { email, code: "abcdef" },
      { email: "nope", code: "123456" },
      { email: fresh(), code: "123456" },
      { token: "" },
      { token: "0123456789abcdef01234567.forged" },
      { token: `0123456789abcdef01234567.${"A".repeat(43)}` },
    ];
    for (const body of cases) {
      const response = await verify(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.success).toBe(false);
      expect(typeof response.json.message).toBe("string");
    }
  });

  it("a blocked member gets no mail and cannot sign in", async () => {
    const email = fresh();
    const code = await codeFor(email);
    await Member.create({ email, blocked: true });
    const refused = await verify({ email, code });
    expect(refused.status).toBe(403);
    expect(refused.json.success).toBe(false);
    expect((await ask(email)).json).toEqual(ANSWER);
    expect(await MailLog.countDocuments({ to: email, kind: "memberSignIn" })).toBe(1);
  });
});
