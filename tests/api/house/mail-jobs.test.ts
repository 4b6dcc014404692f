// Each transactional mail is a job of its own on the queue (issue 42): written with the mail, due a
// lease later, it sends the mail when the writer never did (here the test process writes and stops
// there, as a server that died would), and leaves the queue once done. A send that fails is retried
// by the queue with back-off, its error on the job for staff.
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { queueMail } from "@/lib/mail/send";
import { MailLog } from "@/models/MailLog";
import { connectAroundFile } from "../../helpers/db-hooks";
import { removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { enqueueJob, loggedMail, taskCollection } from "../../helpers/tasks";

connectAroundFile();

const TAG = `mailjob${randomBytes(4).toString("hex")}`;
const to = `${TAG}@example.test`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await MailLog.deleteMany({ _id: { $regex: `^(mail:)?${TAG}` } });
  await MailLog.deleteMany({ to });
  await (await taskCollection()).deleteMany({ "data.id": { $regex: TAG } });
  removeMailsTo(to);
});

describe("a transactional mail's own job", () => {
  it("is queued with the mail, sends it when its writer never did, and then leaves the queue", async () => {
    const id = `mail:${TAG}-orphan`;
    const queued = await queueMail({
      id,
      to,
      template: "memberSignIn",
      data: { code: "123456", signInUrl: "http://127.0.0.1/sign-in?token=x" },
    });
    expect(queued).toEqual({ id, status: "queued" });
    const tasks = await taskCollection();
    const job = await tasks.findOne({ name: "mail.send", "data.id": id });
    expect(job?.nextRunAt?.getTime()).toBeGreaterThan(Date.now());

    const [mail] = await waitForMails(to, 1, 60_000);
    expect(mail!.parsed.text).toContain("123456");
    expect((await MailLog.findById(id).lean())?.status).toBe("sent");
    let left = 1;
    for (let i = 0; i < 50 && left > 0; i++) {
      left = await tasks.countDocuments({ name: "mail.send", "data.id": id });
      if (left > 0) await sleep(200);
    }
    expect(left).toBe(0);
  }, 90_000);

  it("fails a send that SMTP refuses, keeps the error on the job and schedules a retry with back-off", async () => {
    const id = `mail:${TAG}-refused`;
    // No recipient: nodemailer refuses it before any SMTP exchange, on every attempt.
    await MailLog.collection.insertOne(loggedMail({ id, to: "", subject: `${TAG} refused` }));
    const jobId = await enqueueJob("mail.send", { id });
    const tasks = await taskCollection();
    let job = await tasks.findOne({ name: "mail.send", "data.id": id });
    for (let i = 0; i < 150 && !job?.failedAt; i++) {
      await sleep(200);
      job = await tasks.findOne({ name: "mail.send", "data.id": id });
    }
    expect(String(job?._id)).toBe(jobId);
    expect(job?.failCount).toBe(1);
    expect(job?.failReason).toMatch(/recipient/i);
    // The queue's retry, not a loop in the process: due later, after the back-off.
    expect(job?.nextRunAt?.getTime()).toBeGreaterThan(job!.failedAt!.getTime());
    expect(await MailLog.findById(id).lean()).toMatchObject({ status: "failed", attempts: 3 });
  }, 60_000);
});
