// Job alerts: double opt-in (opening the confirm link changes nothing, the page's button POSTs),
// POST /api/cron/job-alerts mails each due alert the new open matching jobs once (never an expired
// or filled one, nothing when nothing is new, once under concurrent calls), and nothing after the
// one-click unsubscribe (RFC 8058).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "@/models/Job";
import { JobAlert } from "@/models/JobAlert";
import { MailLog } from "@/models/MailLog";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { linkIn, mailsTo, removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { api, baseUrl } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const TAG = `ja${randomBytes(4).toString("hex")}`;
const reader = `${TAG}-reader@example.test`;
const other = `${TAG}-other@example.test`;
const poster = `${TAG}-poster@example.test`;
const DAY = 24 * 60 * 60 * 1000;
const REQUESTED = "Check your inbox: we sent you a link to confirm your job alert.";

let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  removeMailsTo(reader, other, poster);
  await MailLog.deleteMany({ to: { $in: [reader, other, poster] } });
});

const cron = (token = process.env.CRON_SECRET) =>
  runCron<{ success: boolean; sent: number }>("/api/cron/job-alerts", { method: "POST", token });

async function job(title: string, fields: Record<string, string> = {}, approve = true): Promise<string> {
  const body = new FormData();
  body.append("title", `${TAG} ${title}`);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const created = await api<{ job: { _id: string } }>("/api/job/create-job", { form: body });
  expect(created.status).toBe(201);
  if (approve)
    await api(`/api/admin/approve-job/${created.json.job._id}`, { method: "POST", token: admin.token });
  return created.json.job._id;
}

/** Lets the alert's frequency pass, as if its last mail went out two days ago. */
async function makeDue(email: string) {
  await JobAlert.updateMany(
    { email, lastSentAt: { $ne: null } },
    { $set: { lastSentAt: new Date(Date.now() - 2 * DAY) } },
  );
}

const alertMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => (mail.parsed.subject ?? "").includes("new job"));

describe("job alerts", () => {
  it("validates the request and answers every valid one the same way", async () => {
    for (const body of [
      { email: "nope", frequency: "daily" },
      { email: reader, frequency: "hourly" },
      { email: reader, frequency: "daily", filters: { workplace: "mars" } },
      { email: reader },
    ]) {
      const response = await api("/api/job/alerts", { method: "POST", body });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    }
  });

  it("confirms, mails new matching open jobs once, and stops after unsubscribe", async () => {
    const ask = { email: reader, filters: { workplace: "remote", q: TAG }, frequency: "daily" };
    const first = await api("/api/job/alerts", { method: "POST", body: ask });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, message: REQUESTED });
    const [confirmation] = await waitForMails(reader, 1);
    const again = await api("/api/job/alerts", { method: "POST", body: ask });
    expect(again.json).toEqual(first.json);
    const link = linkIn(confirmation!, `${baseUrl()}/jobs/alerts/confirm?token=`);
    const token = new URL(link).searchParams.get("token") ?? "";

    // Opening the link shows the button and changes nothing.
    const page = await appFetch(link, { signal: AbortSignal.timeout(30000) });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Confirm");
    expect((await JobAlert.findOne({ email: reader }).lean())?.state).toBe("pending");
    // Nothing is mailed before confirmation.
    await job("Before confirmation", { workplace: "remote" });
    expect((await cron()).status).toBe(202);
    expect(await alertMails(reader)).toHaveLength(0);

    const confirm = await api("/api/job/alerts/confirm", { method: "POST", body: { token } });
    expect(confirm.status).toBe(200);
    expect((await api("/api/job/alerts/confirm", { method: "POST", body: { token } })).status).toBe(404);
    expect((await JobAlert.findOne({ email: reader }).lean())?.state).toBe("active");

    const match = await job("Remote match", { workplace: "remote" });
    await job("Onsite miss", { workplace: "onsite" });
    await job("Pending remote", { workplace: "remote" }, false);
    const filled = await job("Filled remote", { workplace: "remote" });
    await api(`/api/admin/job-status/${filled}`, {
      method: "POST",
      token: admin.token,
      body: { status: "filled" },
    });

    // Concurrent cron calls send one mail.
    const answers = await Promise.all([cron(), cron(), cron()]);
    for (const answer of answers) expect(answer.status).toBe(202);
    const mails = await alertMails(reader);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const text = mail.parsed.text ?? "";
    expect(text).toContain(`/jobs/${match}`);
    expect(text).not.toContain("Onsite miss");
    expect(text).not.toContain("Pending remote");
    expect(text).not.toContain("Filled remote");
    expect(text).not.toContain("Before confirmation");
    expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const oneClick = /<([^>]+)>/.exec(mail.header("list-unsubscribe"))?.[1] ?? "";
    expect(oneClick).toContain("/api/job/alerts/unsubscribe?token=");

    // Not due again before its frequency has passed; when due with nothing new, nothing is sent.
    await job("Too soon", { workplace: "remote" });
    await cron();
    expect(await alertMails(reader)).toHaveLength(1);
    await JobAlert.updateMany({ email: reader }, { $set: { lastSentAt: new Date(Date.now() - 2 * DAY) } });
    await Promise.all([cron(), cron()]);
    const second = await alertMails(reader);
    expect(second).toHaveLength(2);
    expect(second[1]!.parsed.text).toContain("Too soon");
    expect(second[1]!.parsed.text).not.toContain(`/jobs/${match}`);
    await makeDue(reader);
    await cron();
    expect(await alertMails(reader)).toHaveLength(2);

    // An expired job is never offered.
    const expiring = await job("Expiring remote", { workplace: "remote" });
    await api(`/api/admin/job-status/${expiring}`, {
      method: "POST",
      token: admin.token,
      body: { validThrough: new Date(Date.now() + 1500).toISOString() },
    });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await makeDue(reader);
    await cron();
    expect(await alertMails(reader)).toHaveLength(2);

    // One click (as a mail client posts it) and nothing more arrives.
    const unsubscribe = await appFetch(oneClick, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      signal: AbortSignal.timeout(30000),
    });
    expect(unsubscribe.status).toBe(200);
    expect((await appFetch(oneClick, { method: "POST", signal: AbortSignal.timeout(30000) })).status).toBe(
      200,
    );
    await job("After unsubscribe", { workplace: "remote" });
    await makeDue(reader);
    await cron();
    expect(await alertMails(reader)).toHaveLength(2);
  });

  it("refuses the cron call without the secret and bad tokens", async () => {
    const denied = await cron("wrong");
    expect(denied.status).toBe(401);
    expect((await api("/api/job/alerts/confirm", { method: "POST", body: { token: "x" } })).status).toBe(404);
    expect((await api("/api/job/alerts/confirm", { method: "POST", body: {} })).status).toBe(400);
    expect((await api("/api/job/alerts/unsubscribe?token=abc", { method: "POST" })).status).toBe(404);
    expect((await api("/api/job/alerts/unsubscribe", { method: "POST" })).status).toBe(400);
  });

  it("the confirmation for another address stays separate", async () => {
    const response = await api("/api/job/alerts", {
      method: "POST",
      body: { email: other, frequency: "weekly" },
    });
    expect(response.json).toEqual({ success: true, message: REQUESTED });
    const [mail] = await waitForMails(other, 1);
    expect(mail!.parsed.subject).toContain("Confirm your job alert");
    expect(mail!.parsed.text).toContain("all new jobs");
  });
});

describe("mails to the poster (submitterEmail)", () => {
  it("a reminder 3 days before expiry, once per date, and a mail when marked filled", async () => {
    const id = await job("Poster job", { validThrough: new Date(Date.now() + 2 * DAY).toISOString() });
    await Job.updateOne({ _id: id }, { $set: { submitterEmail: poster } });
    const far = await job("Far job", { validThrough: new Date(Date.now() + 20 * DAY).toISOString() });
    await Job.updateOne({ _id: far }, { $set: { submitterEmail: poster } });

    await Promise.all([cron(), cron()]);
    const [reminder] = await waitForMails(poster, 1);
    expect(reminder!.parsed.subject).toContain("Poster job");
    expect(reminder!.parsed.subject).toContain("expires on");
    // The reminder points to the dashboard (issue 33), not to writing to staff.
    expect(reminder!.parsed.text).toContain("extend it from your jobs dashboard");
    expect(reminder!.parsed.text).toContain("/account/jobs");
    expect(reminder!.parsed.text).not.toContain("writing to");
    expect(reminder!.parsed.text).toContain(`/jobs/${id}`);
    await cron();
    expect(await mailsTo(poster)).toHaveLength(1);

    const filled = await api(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "filled" },
    });
    expect(filled.status).toBe(200);
    const mails = await waitForMails(poster, 2);
    expect(mails[1]!.parsed.subject).toContain("is marked filled");
    // Marking it filled again sends nothing more.
    await api(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "filled" },
    });
    await cron();
    expect(await mailsTo(poster)).toHaveLength(2);
  });
});
