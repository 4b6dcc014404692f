// POST /api/cron/newsletter: the digest of new posts, sent once to each active subscriber, with
// RFC 8058 headers; concurrent calls and reruns never send anyone the same digest twice.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Event } from "@/models/Event";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";
import { Subscriber } from "@/models/Subscriber";
import { connectAroundFile } from "../../helpers/db-hooks";
import { mailsTo, removeMailsTo } from "../../helpers/mail-sink";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const TAG = `dig${randomBytes(4).toString("hex")}`;
const email = (name: string) => `${TAG}-${name}@example.test`;
const ACTIVE = ["ada", "grace", "alan"].map(email);
const INACTIVE = { pending: email("pending"), unsubscribed: email("gone"), bounced: email("bounced") };
const runsBefore = new Set<string>();
const postIds: string[] = [];
const eventIds: Record<"listed" | "cancelled" | "later", string> = { listed: "", cancelled: "", later: "" };
const MINUTE = 60_000;

type CronAnswer = { success: boolean; sent: number; skipped: number; failed: number };

const cron = (token = process.env.CRON_SECRET) =>
  runCron<CronAnswer>("/api/cron/newsletter", { method: "POST", token });

async function insertPost(title: string, createdAt: Date, isPublished = true) {
  const result = await Blog.collection.insertOne({
    title,
    subTitle: `Subtitle of ${title}`,
    description: `<p>${title}</p>`,
    author: { name: "Digest" },
    category: ["Benefits"],
    isPublished,
    createdAt,
    updatedAt: createdAt,
  });
  postIds.push(String(result.insertedId));
  return String(result.insertedId);
}

beforeAll(async () => {
  for (const run of await MailRun.find({}).select("_id").lean()) runsBefore.add(String(run._id));
  // Earlier digests are finished, and the last one ended before this file's posts were published.
  await MailRun.updateMany({ status: "sending" }, { $set: { status: "done" } });
  const latest = await MailRun.findOne({ kind: "digest" }).sort({ until: -1 }).lean();
  const until = new Date(Math.max(latest?.until?.getTime() ?? 0, Date.now() - 60_000));
  await MailRun.create({
    _id: `digest:${TAG}`,
    kind: "digest",
    status: "done",
    subject: "previous",
    html: "-",
    text: "-",
    since: new Date(until.getTime() - 3_600_000),
    until,
  });
  await Subscriber.create([
    ...ACTIVE.map((address) => ({ email: address, state: "active" as const, confirmedAt: new Date() })),
    { email: INACTIVE.pending, state: "pending" as const },
    { email: INACTIVE.unsubscribed, state: "unsubscribed" as const },
    { email: INACTIVE.bounced, state: "bounced" as const },
  ]);
  // Dated now, so they are newer than anything an earlier file left behind in the window.
  const base = Date.now();
  for (let i = 0; i < 11; i++)
    await insertPost(`${TAG} Post ${String(i).padStart(2, "0")}`, new Date(base - 20 + i));
  await insertPost(`${TAG} Draft`, new Date(base - 5), false);
  // Starting within minutes, so no other file's events push it out of the digest's first ten.
  const event = (title: string, startsIn: number, status = "scheduled") => ({
    title: `${TAG} ${title}`,
    date: new Date(base + startsIn),
    endDate: new Date(base + startsIn + 90 * MINUTE),
    timeZone: "Europe/London",
    attendance: "hybrid",
    physical: true,
    location: "Leeds & Bradford",
    credits: [
      { body: "SHRM", amount: 1.5 },
      { body: "HRCI", amount: 1.5 },
    ],
    creditBodies: ["SHRM", "HRCI"],
    status,
    isApproved: true,
    state: "approved",
    createdAt: new Date(base),
    updatedAt: new Date(base),
  });
  const inserted = await Event.collection.insertMany([
    event("Audit <workshop>", 5 * MINUTE),
    event("Cancelled event", 4 * MINUTE, "cancelled"),
    event("Later event", 31 * 24 * 60 * MINUTE),
  ]);
  eventIds.listed = String(inserted.insertedIds[0]);
  eventIds.cancelled = String(inserted.insertedIds[1]);
  eventIds.later = String(inserted.insertedIds[2]);
  // Every post is in the past when the first cron call runs.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, base + 50 - Date.now())));
});

afterAll(async () => {
  const runIds = (await MailRun.find({}).select("_id").lean())
    .map((run) => String(run._id))
    .filter((id) => !runsBefore.has(id));
  await MailLog.deleteMany({ $or: [{ runId: { $in: runIds } }, { to: new RegExp(`^${TAG}-`) }] });
  await MailRun.deleteMany({ _id: { $in: runIds } });
  await Subscriber.deleteMany({ email: new RegExp(`^${TAG}-`) });
  await Blog.deleteMany({ _id: { $in: postIds } });
  await Event.deleteMany({ _id: { $in: Object.values(eventIds).filter(Boolean) } });
  removeMailsTo(...ACTIVE, ...Object.values(INACTIVE));
});

describe("POST /api/cron/newsletter", () => {
  it("two concurrent calls send every active subscriber exactly one digest", async () => {
    const activeCount = await Subscriber.countDocuments({ state: "active" });
    const [first, second] = await Promise.all([cron(), cron()]);
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(first.json.sent + second.json.sent).toBe(activeCount);
    expect(first.json.failed + second.json.failed).toBe(0);
    for (const address of ACTIVE) expect(await mailsTo(address)).toHaveLength(1);
    for (const address of Object.values(INACTIVE)) expect(await mailsTo(address)).toHaveLength(0);
  });

  it("lists the ten newest published posts with title, subtitle and link, and carries one-click headers", async () => {
    const [mail] = await mailsTo(ACTIVE[0]!);
    expect(mail!.parsed.subject).toBe("HR Pulse digest: 10 new posts");
    const text = mail!.parsed.text ?? "";
    const html = String(mail!.parsed.html);
    const positions = Array.from({ length: 10 }, (_, k) =>
      text.indexOf(`${TAG} Post ${String(10 - k).padStart(2, "0")}`),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).not.toContain(`${TAG} Post 00`);
    expect(text).not.toContain(`${TAG} Draft`);
    expect(text).toContain(`Subtitle of ${TAG} Post 10`);
    expect(text).toContain(`${baseUrl()}/blog/${postIds[10]}`);
    expect(html).toContain(`${TAG} Post 10`);
    expect(html).toContain(`${baseUrl()}/blog/${postIds[10]}`);

    const listUnsubscribe = mail!.header("List-Unsubscribe");
    expect(listUnsubscribe).toMatch(
      new RegExp(`^<${baseUrl()}/api/newsletter/unsubscribe\\?token=[a-f0-9]{24}\\.[\\w-]+>$`),
    );
    expect(mail!.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(text).toContain(`${baseUrl()}/newsletter/unsubscribe?token=`);
    expect(html).toContain(`${baseUrl()}/newsletter/unsubscribe?token=`);
  });

  it("lists the upcoming events with their credits after the posts, not cancelled or later ones", async () => {
    const [mail] = await mailsTo(ACTIVE[0]!);
    const text = mail!.parsed.text ?? "";
    const html = String(mail!.parsed.html);
    const eventUrl = `${baseUrl()}/events/${eventIds.listed}`;
    expect(text.indexOf("Upcoming events")).toBeGreaterThan(text.indexOf(`${TAG} Post 01`));
    expect(text).toContain(`* ${TAG} Audit <workshop>`);
    expect(text).toContain("  Leeds & Bradford and online");
    expect(text).toContain("  CPD: SHRM 1.5 PDCs, HRCI 1.5 credits");
    expect(text).toContain(eventUrl);
    expect(html).toContain(`${TAG} Audit &lt;workshop&gt;`);
    expect(html).toContain(`href="${eventUrl}"`);
    expect(html).toContain("CPD: SHRM 1.5 PDCs, HRCI 1.5 credits");
    expect(text).not.toContain(`${TAG} Cancelled event`);
    expect(text).not.toContain(`${TAG} Later event`);
  });

  it("sends nothing when nothing new was published", async () => {
    const response = await cron();
    expect(response.status).toBe(202);
    expect(response.json).toMatchObject({ success: true, sent: 0, failed: 0 });
    for (const address of ACTIVE) expect(await mailsTo(address)).toHaveLength(1);
  });

  it("after a one-click unsubscribe (POST to the header's URL) the next digest skips that address", async () => {
    const [mail] = await mailsTo(ACTIVE[1]!);
    const url = mail!.header("List-Unsubscribe").slice(1, -1);
    const response = await appFetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await Subscriber.findOne({ email: ACTIVE[1] }).lean())?.state).toBe("unsubscribed");

    await insertPost(`${TAG} Later post`, new Date());
    const next = await cron();
    expect(next.json.failed).toBe(0);
    expect(await mailsTo(ACTIVE[0]!)).toHaveLength(2);
    expect(await mailsTo(ACTIVE[2]!)).toHaveLength(2);
    expect(await mailsTo(ACTIVE[1]!)).toHaveLength(1);
    const [, latest] = await mailsTo(ACTIVE[0]!);
    expect(latest!.parsed.subject).toBe("HR Pulse digest: 1 new post");
  });

  it("a rerun after a crash sends only to those not yet mailed", async () => {
    // The last digest as a crash would leave it: still sending, one recipient never reached.
    const last = await MailRun.findOne({ kind: "digest" }).sort({ until: -1 }).lean();
    const missed = await Subscriber.findOne({ email: ACTIVE[2] }).lean();
    await MailRun.updateOne({ _id: last!._id }, { $set: { status: "sending", finishedAt: null } });
    await MailLog.deleteOne({ _id: `${last!._id}:${String(missed!._id)}` });

    const rerun = await cron();
    expect(rerun.json.sent).toBe(1);
    expect(await mailsTo(ACTIVE[2]!)).toHaveLength(3);
    expect(await mailsTo(ACTIVE[0]!)).toHaveLength(2);
    expect((await MailRun.findById(last!._id).lean())?.status).toBe("done");
  });

  it("records every digest in the mail log", async () => {
    const entries = await MailLog.find({ to: ACTIVE[0], kind: "digest" }).lean();
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.status).toBe("sent");
      expect(entry.sentAt).toBeInstanceOf(Date);
      // The personal links are not kept once the mail is out.
      expect(entry.message).toBeNull();
    }
  });

  it.each([
    ["no token", undefined],
    ["a wrong token", "wrong-secret"],
  ])("answers 401 with %s", async (_, token) => {
    const response = await api("/api/cron/newsletter", { method: "POST", token });
    expect(response.status).toBe(401);
    expect(response.json.success).toBe(false);
  });
});
