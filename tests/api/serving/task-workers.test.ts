// The job queue with several processes (issue 42): two `npm run worker` processes on a database of
// their own (so the test stack's app servers take none of these jobs) send a newsletter digest to 50
// subscribers exactly once each; a worker killed with SIGKILL in the middle of a digest leaves its
// job to the other after the lease, and still nobody is missed or mailed twice; a mail a crash left
// `queued` is sent by the next worker; a scheduled post is published once with one webhook delivery.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { randomBytes } from "node:crypto";
import path from "node:path";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGroup, type Group } from "../../../deploy/lib/processes";
import { Blog } from "@/models/Blog";
import { BlogSchedule } from "@/models/BlogSchedule";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";
import { Subscriber } from "@/models/Subscriber";
import { Webhook } from "@/models/Webhook";
import { WebhookDelivery } from "@/models/WebhookDelivery";
import { connectTestDb } from "../../helpers/db";
import { mailsTo, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { loggedMail, type StoredTask } from "../../helpers/tasks";

const TAG = `tw${randomBytes(4).toString("hex")}`;
const LEASE_MS = 2000;
const workers: Group[] = [];
const addresses: string[] = [];
let db: mongoose.Connection;
let uri = "";
const receiver: { server?: Server; url: string; posts: string[] } = { url: "", posts: [] };

const model = <T>(base: mongoose.Model<T>) => db.model<T>(base.modelName, base.schema);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startWorker(): Group {
  const tsx = path.join(process.cwd(), "node_modules", ".bin", "tsx");
  const group = startGroup(tsx, ["--conditions", "react-server", "scripts/worker.ts"], {
    env: {
      ...process.env,
      MONGODB_URI: uri,
      WORKERS: "4",
      TASK_LEASE_MS: String(LEASE_MS),
      TASK_POLL_MS: "200",
      // Five mails a second per worker: a digest of 50 takes several seconds.
      MAIL_RATE_PER_SECOND: "5",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  workers.push(group);
  return group;
}

async function stopWorkers() {
  await Promise.all(workers.splice(0).map((group) => group.stop("SIGTERM", 5000)));
}

const lastRunFailed = (job: StoredTask) =>
  Boolean(job.failedAt && job.lastFinishedAt && job.failedAt >= job.lastFinishedAt);

const jobs = () => db.collection<StoredTask>("agendaJobs");

async function enqueue(name: string): Promise<mongoose.Types.ObjectId> {
  const _id = new mongoose.Types.ObjectId();
  await jobs().insertOne({
    _id,
    name,
    data: {},
    nextRunAt: new Date(),
    ...({ type: "normal", priority: 0 } as object),
  });
  return _id;
}

async function finished(_id: mongoose.Types.ObjectId, timeoutMs = 120_000): Promise<StoredTask> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await jobs().findOne({ _id });
    if (job && !job.lockedAt && job.lastFinishedAt && !job.nextRunAt && !lastRunFailed(job)) return job;
    if (Date.now() > deadline) throw new Error(`job did not finish: ${JSON.stringify(job)}`);
    await sleep(100);
  }
}

async function subscribers(prefix: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, index) => `${TAG}-${prefix}-${index}@example.test`);
  await model(Subscriber).create(
    emails.map((email) => ({ email, state: "active" as const, confirmedAt: new Date() })),
  );
  addresses.push(...emails);
  return emails;
}

async function newPost(title: string): Promise<void> {
  await model(Blog).collection.insertOne({
    title,
    subTitle: "For the digest",
    description: "<p>Digest</p>",
    author: { name: "Digest" },
    category: ["Benefits"],
    isPublished: true,
    createdAt: new Date(Date.now() - 10),
    updatedAt: new Date(),
  });
  await sleep(20);
}

/** The process group a worker process belongs to (the worker runs under tsx in its own group). */
function groupOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
}

beforeAll(async () => {
  const main = await connectTestDb();
  const base = new URL(process.env.MONGODB_URI!);
  base.pathname = `/${TAG}`;
  uri = base.toString();
  db = main.connection.useDb(TAG, { useCache: true });
  receiver.server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      receiver.posts.push(body);
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.server!.listen(0, "127.0.0.1", resolve));
  const address = receiver.server.address();
  receiver.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
});

afterAll(async () => {
  await stopWorkers();
  receiver.server?.close();
  await db?.dropDatabase().catch(() => undefined);
  removeMailsTo(...addresses);
});

describe("two workers on one queue", () => {
  it("send the digest to 50 confirmed subscribers exactly once each", async () => {
    const list = await subscribers("a", 50);
    await newPost(`${TAG} first post`);
    startWorker();
    startWorker();
    const job = await enqueue("newsletter.digest");
    await finished(job);
    for (const address of list) expect(await mailsTo(address), address).toHaveLength(1);
    expect(await model(MailLog).countDocuments({ to: { $in: list }, status: "sent" })).toBe(50);
    expect(await model(MailRun).countDocuments({ kind: "digest", status: "done" })).toBe(1);
  }, 180_000);

  it("a worker killed with SIGKILL mid-digest: the other resumes after the lease, no one missed or mailed twice", async () => {
    await model(Subscriber).deleteMany({ email: { $regex: `^${TAG}-a-` } });
    const list = await subscribers("b", 50);
    await newPost(`${TAG} second post`);
    const job = await enqueue("newsletter.digest");
    const sent = () => model(MailLog).countDocuments({ to: { $in: list }, status: "sent" });
    // Between two paced mails (the one before is recorded sent, the next waits for its turn).
    const start = await sent();
    while ((await sent()) < start + 10) await sleep(15);
    const holder = await jobs().findOne({ _id: job });
    const pid = Number(holder!.lastModifiedBy ?? holder!.lockedBy ?? NaN);
    expect(Number.isInteger(pid), "the job is held by a worker").toBe(true);
    const victim = workers.find((group) => group.child.pid === groupOf(pid));
    expect(victim, "the holder is one of this file's workers").toBeTruthy();
    process.kill(-victim!.child.pid!, "SIGKILL");
    await victim!.exited;
    workers.splice(workers.indexOf(victim!), 1);

    await finished(job);
    for (const address of list) expect(await mailsTo(address), address).toHaveLength(1);
    expect(await model(MailRun).countDocuments({ kind: "digest", status: "done" })).toBe(2);
  }, 180_000);

  it("a mail a crash left `queued` is sent by the next worker", async () => {
    startWorker();
    const to = `${TAG}-stuck@example.test`;
    addresses.push(to);
    const at = new Date(Date.now() - 3 * LEASE_MS);
    await model(MailLog).collection.insertOne(
      loggedMail({ id: `mail:${TAG}`, to, subject: `${TAG} left queued`, at }),
    );
    const [mail] = await waitForMails(to, 1, 60_000);
    expect(mail!.parsed.subject).toBe(`${TAG} left queued`);
    expect((await model(MailLog).findById(`mail:${TAG}`).lean())?.status).toBe("sent");
  }, 90_000);

  it("publish a scheduled post once, with one webhook delivery", async () => {
    await model(Webhook).create({ url: receiver.url, events: ["post.published"], secret: "s".repeat(32) });
    const publishAt = new Date(Date.now() + 1500);
    const created = await model(Blog).collection.insertOne({
      title: `${TAG} scheduled`,
      subTitle: "Scheduled",
      description: "<p>Later</p>",
      author: { name: "Scheduler" },
      category: ["Payroll"],
      isPublished: true,
      publishAt,
      createdAt: publishAt,
      updatedAt: new Date(),
    });
    await model(BlogSchedule).create({ _id: created.insertedId, publishAt });
    const published = await jobs().findOne({ name: "posts.publish-due", type: "single" } as object);
    expect(published, "the repeating publication check is declared").toBeTruthy();
    // Run the check now rather than at its next period.
    await jobs().updateOne(
      { _id: published!._id },
      { $set: { nextRunAt: new Date(publishAt.getTime() + 100) } },
    );
    const deadline = Date.now() + 60_000;
    while (receiver.posts.length === 0 && Date.now() < deadline) await sleep(200);
    await sleep(3 * LEASE_MS);
    expect(await model(BlogSchedule).exists({ _id: created.insertedId })).toBeNull();
    const ours = receiver.posts.filter((body) => body.includes(String(created.insertedId)));
    expect(ours).toHaveLength(1);
    expect(await model(WebhookDelivery).countDocuments({ state: "delivered" })).toBe(1);
  }, 90_000);
});
