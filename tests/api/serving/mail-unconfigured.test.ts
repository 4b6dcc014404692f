// Production without SMTP_URL: the server starts with one warning line, subscriptions still work,
// mails wait in the log as "not sent", staff see a banner, and a later cron call (on a server with
// mail configured) sends what waited.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";
import { Subscriber } from "@/models/Subscriber";
import { freePort } from "../../../scripts/lib/local-db";
import { serverStartEnv } from "../../../scripts/lib/local-server-env";
import { startGroup, waitForHttp, type Group } from "../../../deploy/lib/processes";
import { connectAroundFile } from "../../helpers/db-hooks";
import { removeMailsTo, waitForMails } from "../../helpers/mail-sink";
import { runCron } from "../../helpers/tasks";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const address = `unconf${randomBytes(4).toString("hex")}@example.test`;
let server: Group;
let url: string;
let output = "";
const runsBefore = new Set<string>();

beforeAll(async () => {
  for (const run of await MailRun.find({}).select("_id").lean()) runsBefore.add(String(run._id));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = startGroup("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    // No worker here: a job this server took would find no SMTP and leave the mail waiting.
    env: serverStartEnv({ ...process.env, SMTP_URL: "", WORKERS: "0", PORT: String(port) }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.child.stdout?.on("data", (chunk) => (output += chunk));
  server.child.stderr?.on("data", (chunk) => (output += chunk));
  await waitForHttp(`${url}/api/health`, 90000);
}, 120000);

afterAll(async () => {
  await server?.stop();
  await Subscriber.deleteMany({ email: address });
  // The cron call may have sent a digest of other files' posts: it is this file's to remove.
  const runIds = (await MailRun.find({}).select("_id").lean())
    .map((run) => String(run._id))
    .filter((id) => !runsBefore.has(id));
  await MailLog.deleteMany({ $or: [{ to: address }, { runId: { $in: runIds } }] });
  await MailRun.deleteMany({ _id: { $in: runIds } });
  removeMailsTo(address);
});

describe("without SMTP_URL", () => {
  it("logs one warning line at start-up", () => {
    const lines = output.split("\n").filter((line) => line.includes("mail.unconfigured"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("SMTP_URL is unset");
  });

  it("accepts a subscription and keeps the confirmation in the log as not sent", async () => {
    const response = await appFetch(`${url}/api/blog/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: address }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Check your inbox to confirm your subscription.",
    });
    expect((await Subscriber.findOne({ email: address }).lean())?.state).toBe("pending");
    let status = "";
    for (let i = 0; i < 50 && status !== "not sent"; i++) {
      status = (await MailLog.findOne({ to: address }).lean())?.status ?? "";
      if (status !== "not sent") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe("not sent");
  });

  it("puts the mail banner in the back-office page", async () => {
    const html = await (await appFetch(`${url}/profile`)).text();
    expect(html).toContain("Mail is not configured (SMTP_URL is unset)");
    const configured = await (await appFetch(`${process.env.APP_URL}/profile`)).text();
    expect(configured).not.toContain("Mail is not configured");
  });

  it("sends the waiting mail on the next cron call of a server with mail configured", async () => {
    const response = await runCron("/api/cron/newsletter", {
      method: "POST",
      token: process.env.CRON_SECRET,
    });
    expect(response.status).toBe(202);
    const [mail] = await waitForMails(address);
    expect(mail!.parsed.subject).toBe("Confirm your subscription to HR Pulse");
    expect((await MailLog.findOne({ to: address }).lean())?.status).toBe("sent");
  });
});
