// A digest run interrupted by a restart: on SIGTERM the app server ends the run after the recipient
// it is mailing (the cron call still gets its answer), and the next cron call, on another server,
// mails the rest: every active subscriber gets the digest exactly once. A claim a crashed server left
// unsent is claimed again.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ABANDONED_CLAIM_MS } from "@/lib/newsletter/newsletter-runs";
import { Blog } from "@/models/Blog";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";
import { Subscriber } from "@/models/Subscriber";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { mailsTo, removeMailsTo } from "../../helpers/mail-sink";

connectAroundFile();

const TAG = `nls${randomBytes(4).toString("hex")}`;
const RECIPIENTS = Array.from({ length: 12 }, (_, index) => `${TAG}-${index}@example.test`);
const runsBefore = new Set<string>();
let postId: string;
const servers: AppServer[] = [];

const cron = (server: AppServer) =>
  appFetch(`${server.url}/api/cron/newsletter`, {
    method: "POST",
    headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
    signal: AbortSignal.timeout(120000),
  });

/** Mails logged for this file's recipients so far. */
const logged = () => MailLog.countDocuments({ to: { $in: RECIPIENTS }, status: "sent" });

beforeAll(async () => {
  for (const run of await MailRun.find({}).select("_id").lean()) runsBefore.add(String(run._id));
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
  await Subscriber.create(
    RECIPIENTS.map((email) => ({ email, state: "active" as const, confirmedAt: new Date() })),
  );
  const created = await Blog.collection.insertOne({
    title: `${TAG} digest post`,
    subTitle: "For the interrupted digest",
    description: "<p>Digest</p>",
    author: { name: "Digest" },
    category: ["Benefits"],
    isPublished: true,
    createdAt: new Date(Date.now() - 10),
    updatedAt: new Date(),
  });
  postId = String(created.insertedId);
  await new Promise((resolve) => setTimeout(resolve, 50));
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  const runIds = (await MailRun.find({}).select("_id").lean())
    .map((run) => String(run._id))
    .filter((id) => !runsBefore.has(id));
  await MailLog.deleteMany({ $or: [{ runId: { $in: runIds } }, { to: { $in: RECIPIENTS } }] });
  await MailRun.deleteMany({ _id: { $in: runIds } });
  await Subscriber.deleteMany({ email: { $in: RECIPIENTS } });
  await Blog.deleteOne({ _id: postId });
  removeMailsTo(...RECIPIENTS);
});

describe("a digest run interrupted by a restart", () => {
  it("resumes on the next cron call and mails every recipient exactly once", async () => {
    // Two mails a second: the run takes several seconds, so it is still going when SIGTERM comes.
    const first = await startAppServer({ MAIL_RATE_PER_SECOND: "2" });
    servers.push(first);
    const answer = cron(first);
    while ((await logged()) < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    const exited = first.group.exited;
    process.kill(-first.group.child.pid!, "SIGTERM");
    const response = await answer;
    expect(response.status).toBe(200);
    const interrupted = (await response.json()) as { sent: number };
    await exited;
    expect(interrupted.sent).toBeLessThan(RECIPIENTS.length);
    // The interrupted run stays open; add what a crashed server would leave: a claim never sent.
    const run = await MailRun.findOne({ kind: "digest", status: "sending" }).sort({ until: -1 }).lean();
    expect(run, "the interrupted run stays open").toBeTruthy();
    const mailed = new Set(
      (await MailLog.find({ runId: run!._id }).select("to").lean()).map((entry) => entry.to),
    );
    const unclaimed = await Subscriber.findOne({
      email: { $in: RECIPIENTS.filter((a) => !mailed.has(a)) },
    }).lean();
    const abandonedAt = new Date(Date.now() - ABANDONED_CLAIM_MS - 1000);
    await MailLog.collection.insertOne({
      _id: `${run!._id}:${String(unclaimed!._id)}` as never,
      to: unclaimed!.email,
      kind: "digest",
      subject: run!.subject,
      status: "queued",
      runId: run!._id,
      attempts: 0,
      message: { html: run!.html, text: run!.text, unsubscribeUrl: "http://127.0.0.1/unsubscribe" },
      createdAt: abandonedAt,
      updatedAt: abandonedAt,
    });

    const second = await startAppServer({ MAIL_RATE_PER_SECOND: "50" });
    servers.push(second);
    expect((await cron(second)).status).toBe(200);
    for (const address of RECIPIENTS) expect(await mailsTo(address), address).toHaveLength(1);
    expect((await MailRun.findById(run!._id).lean())?.status).toBe("done");
  }, 180000);
});
