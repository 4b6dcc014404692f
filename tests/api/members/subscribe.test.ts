// Double opt-in and one-click unsubscribe over HTTP, with the real SMTP sink of the test harness.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/lib/auth/signed-tokens";
import { MailLog } from "@/models/MailLog";
import { Subscriber } from "@/models/Subscriber";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

const TAG = `sub${randomBytes(4).toString("hex")}`;
const ANSWER = { success: true, message: "Check your inbox to confirm your subscription." };
const used: string[] = [];

const uniqueEmail = () => {
  const email = `${TAG}-${randomBytes(4).toString("hex")}@example.test`;
  used.push(email);
  return email;
};

const subscribe = (email: string) => api("/api/blog/subscribe", { body: { email } });
const confirmationsTo = (email: string) => MailLog.countDocuments({ to: email, kind: "confirmation" });
const stateOf = async (email: string) => (await Subscriber.findOne({ email }).lean())?.state;

async function confirmLink(email: string, count = 1): Promise<string> {
  const mails = await waitForMails(email, count);
  return linkIn(mails[count - 1]!, `${baseUrl()}/newsletter/confirm?token=`);
}

const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;

beforeAll(() => {
  expect(process.env.JWT_SECRET).toBeTruthy();
});

afterAll(async () => {
  await Subscriber.deleteMany({ email: new RegExp(`^${TAG}-`) });
  await MailLog.deleteMany({ to: new RegExp(`^${TAG}-`) });
  removeMailsTo(...used);
});

describe("POST /api/blog/subscribe", () => {
  it("stores a new address as pending, lower-cased and trimmed, and mails a confirmation link", async () => {
    const email = uniqueEmail();
    const response = await subscribe(`  ${email.toUpperCase()}  `);
    expect(response.status).toBe(200);
    expect(response.json).toEqual(ANSWER);
    const rows = await Subscriber.find({ email }).lean();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe("pending");

    const [mail] = await waitForMails(email);
    expect(mail!.parsed.subject).toBe("Confirm your subscription to HR Pulse");
    expect(mail!.parsed.from?.text).toContain("news@hrpulse.test");
    expect(mail!.parsed.html).toContain("Confirm subscription");
    expect(mail!.parsed.text).toContain(`${baseUrl()}/newsletter/confirm?token=`);
    // Confirmation mails are not list mail: no unsubscribe headers.
    expect(mail!.header("List-Unsubscribe")).toBe("");
  });

  it("answers new, pending, active and unsubscribed addresses identically", async () => {
    const [pending, active, unsubscribed] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    await Subscriber.create([
      { email: pending, state: "pending" },
      { email: active, state: "active", confirmedAt: new Date() },
      { email: unsubscribed, state: "unsubscribed" },
    ]);
    const answers = await Promise.all([uniqueEmail(), pending, active, unsubscribed].map(subscribe));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual(ANSWER);
    }
  });

  it("mails an active address nothing and leaves it active", async () => {
    const email = uniqueEmail();
    await Subscriber.create({ email, state: "active", confirmedAt: new Date() });
    await subscribe(email);
    expect(await confirmationsTo(email)).toBe(0);
    expect(await stateOf(email)).toBe("active");
  });

  it("sends at most one confirmation an hour, however many requests arrive", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    await subscribe(email);
    await Promise.all(Array.from({ length: 5 }, () => subscribe(email)));
    expect(await confirmationsTo(email)).toBe(1);
    const first = await confirmLink(email);

    // An hour later a new request gets a new link, and the old one stops working.
    await Subscriber.updateOne({ email }, { $set: { confirmSentAt: new Date(Date.now() - 61 * 60 * 1000) } });
    await subscribe(email);
    expect(await confirmationsTo(email)).toBe(2);
    const second = await confirmLink(email, 2);
    expect(second).not.toBe(first);
    expect((await api("/api/newsletter/confirm", { body: { token: tokenOf(first) } })).status).toBe(404);
    expect((await api("/api/newsletter/confirm", { body: { token: tokenOf(second) } })).status).toBe(200);
  });

  it("keeps one row when the same address arrives many times at once", async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(Array.from({ length: 6 }, () => subscribe(email)));
    for (const response of responses) expect(response.json).toEqual(ANSWER);
    expect(await Subscriber.countDocuments({ email })).toBe(1);
    expect(await confirmationsTo(email)).toBe(1);
  });

  it("makes an unsubscribed address pending again with a new confirmation", async () => {
    const email = uniqueEmail();
    await Subscriber.create({ email, state: "unsubscribed" });
    await subscribe(email);
    expect(await stateOf(email)).toBe("pending");
    expect(await confirmationsTo(email)).toBe(1);
  });

  it("mails an address that unsubscribed since its last confirmation at once, but not one that did not", async () => {
    const [resubscriber, waiting] = [uniqueEmail(), uniqueEmail()];
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await Subscriber.create([
      {
        email: resubscriber,
        state: "unsubscribed",
        confirmSentAt: tenMinutesAgo,
        unsubscribedAt: new Date(Date.now() - 5 * 60 * 1000),
      },
      { email: waiting, state: "pending", confirmSentAt: tenMinutesAgo },
    ]);
    await Promise.all([subscribe(resubscriber), subscribe(waiting)]);
    expect(await stateOf(resubscriber)).toBe("pending");
    expect(await confirmationsTo(resubscriber)).toBe(1);
    await waitForMails(resubscriber, 1);
    // Within the hour and no unsubscribe since: still one mail an hour.
    expect(await confirmationsTo(waiting)).toBe(0);
    await subscribe(resubscriber);
    expect(await confirmationsTo(resubscriber)).toBe(1);
  });

  it("treats a row from before double opt-in (no state) as pending: it must confirm", async () => {
    const email = uniqueEmail();
    await Subscriber.collection.insertOne({ email, createdAt: new Date(), updatedAt: new Date() });
    await subscribe(email);
    expect(await stateOf(email)).toBe("pending");
    expect(await confirmationsTo(email)).toBe(1);
  });

  it("never mails a bounced address", async () => {
    const email = uniqueEmail();
    await Subscriber.create({ email, state: "bounced" });
    expect((await subscribe(email)).json).toEqual(ANSWER);
    expect(await confirmationsTo(email)).toBe(0);
    expect(await stateOf(email)).toBe("bounced");
  });

  it.each([
    [{}, "Email is required"],
    [{ email: "" }, "Email is required"],
    [{ email: "   " }, "Email is required"],
    [{ email: "not-an-email" }, "Please enter a valid email address"],
    [{ email: "a@b" }, "Please enter a valid email address"],
    [{ email: 5 }, "Email is required"],
    [{ email: `${"x".repeat(250)}@example.test` }, "Email is too long"],
  ])("rejects %o with 400", async (body, message) => {
    const response = await api("/api/blog/subscribe", { body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("answers a filled honeypot field like a success but stores and mails nothing", async () => {
    const email = uniqueEmail();
    const response = await api("/api/blog/subscribe", { body: { email, website: "x" } });
    expect(response.json).toEqual(ANSWER);
    expect(await Subscriber.countDocuments({ email })).toBe(0);
    expect(await confirmationsTo(email)).toBe(0);
  });

  it("rejects malformed JSON with 400", async () => {
    const response = await api("/api/blog/subscribe", { body: "{" });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });
});

describe("confirmation: POST /api/newsletter/confirm", () => {
  it("opening the link changes nothing; the page's button (a POST) makes the subscriber active", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const link = await confirmLink(email);

    const page = await appFetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm subscription");
    expect(await stateOf(email)).toBe("pending");

    const response = await api("/api/newsletter/confirm", { body: { token: tokenOf(link) } });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({
      success: true,
      message: "Your subscription is confirmed. Welcome aboard!",
    });
    const row = await Subscriber.findOne({ email }).lean();
    expect(row?.state).toBe("active");
    expect(row?.confirmedAt).toBeInstanceOf(Date);

    // Single use: the same link again is refused.
    expect((await api("/api/newsletter/confirm", { body: { token: tokenOf(link) } })).status).toBe(404);
  });

  it("refuses an expired link with a clear message and leaves the subscriber pending", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const link = await confirmLink(email);
    await Subscriber.updateOne({ email }, { $set: { confirmExpiresAt: new Date(Date.now() - 1000) } });
    const response = await api("/api/newsletter/confirm", { body: { token: tokenOf(link) } });
    expect(response.status).toBe(410);
    expect(response.json).toEqual({
      success: false,
      message: "This confirmation link has expired. Subscribe again to get a new link.",
    });
    expect(await stateOf(email)).toBe("pending");
  });

  it("links expire after 7 days", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const row = await Subscriber.findOne({ email }).lean();
    const days = (row!.confirmExpiresAt!.getTime() - row!.confirmSentAt!.getTime()) / 86_400_000;
    expect(days).toBe(7);
  });

  it.each([
    [{}, 400],
    [{ token: "" }, 400],
    [{ token: 42 }, 400],
    [{ token: "x".repeat(500) }, 400],
    [{ token: "not-a-token" }, 404],
    [{ token: `${"0".repeat(24)}.${"A".repeat(43)}` }, 404],
  ])("answers %o with %i", async (body, status) => {
    const response = await api("/api/newsletter/confirm", { body });
    expect(response.status).toBe(status);
    expect(response.json.success).toBe(false);
    expect(typeof response.json.message).toBe("string");
  });

  it("refuses a tampered token", async () => {
    const email = uniqueEmail();
    await subscribe(email);
    const token = tokenOf(await confirmLink(email));
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    expect((await api("/api/newsletter/confirm", { body: { token: tampered } })).status).toBe(404);
    expect(await stateOf(email)).toBe("pending");
  });
});

describe("one-click unsubscribe: POST /api/newsletter/unsubscribe?token=", () => {
  async function activeSubscriber() {
    const email = uniqueEmail();
    const row = await Subscriber.create({ email, state: "active", confirmedAt: new Date() });
    return { email, token: signToken("newsletterUnsubscribe", String(row._id), process.env.JWT_SECRET!) };
  }

  it("the page (GET) changes nothing; the RFC 8058 POST unsubscribes at once, without signing in", async () => {
    const { email, token } = await activeSubscriber();
    const page = await appFetch(`${baseUrl()}/newsletter/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe");
    expect(await stateOf(email)).toBe("active");

    const response = await appFetch(`${baseUrl()}/api/newsletter/unsubscribe?token=${token}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await response.json()).success).toBe(true);
    expect(await stateOf(email)).toBe("unsubscribed");

    // Twice is fine.
    const again = await api(`/api/newsletter/unsubscribe?token=${token}`, { method: "POST" });
    expect(again.status).toBe(200);
  });

  it.each([
    ["", 400],
    ["?token=", 400],
    ["?token=nonsense", 404],
    [`?token=${"0".repeat(24)}.${"A".repeat(43)}`, 404],
  ])("answers %s with %i", async (query, status) => {
    const response = await api(`/api/newsletter/unsubscribe${query}`, { method: "POST" });
    expect(response.status).toBe(status);
    expect(response.json.success).toBe(false);
  });

  it("answers 404 for a correctly signed token whose subscriber was removed", async () => {
    const { email, token } = await activeSubscriber();
    await Subscriber.deleteOne({ email });
    expect((await api(`/api/newsletter/unsubscribe?token=${token}`, { method: "POST" })).status).toBe(404);
  });
});
