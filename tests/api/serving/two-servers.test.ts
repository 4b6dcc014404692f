// Two app servers on one database and one Redis (the test stack's): limits are counted once for the
// whole site, whichever server a request reaches (issue 42).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailLog } from "@/models/MailLog";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { waitForMails } from "../../helpers/mail-sink";
import { forgetMemberMails, memberEmail } from "../../helpers/members";
import { baseUrl } from "../../helpers/server";

connectAroundFile();

let second: AppServer;
const used: string[] = [];

beforeAll(async () => {
  second = await startAppServer({});
}, 120000);

afterAll(async () => {
  forgetMemberMails(...used);
  await second?.stop();
});

const askSignIn = async (server: string, email: string) => {
  const response = await appFetch(`${server}/api/members/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "203.0.113.42" },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(20000),
  });
  return response.status;
};

describe("limits across servers", () => {
  it("the sign-in limit of 5 mails per address per hour holds: 4 requests through each server send 5", async () => {
    const email = memberEmail("two-servers");
    used.push(email);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push(await askSignIn(baseUrl(), email));
    for (let i = 0; i < 4; i++) statuses.push(await askSignIn(second.url, email));
    // The route answers alike past the limit (nothing tells an address's owner apart).
    expect(statuses).toEqual(Array(8).fill(200));
    await waitForMails(email, 5);
    expect(await MailLog.countDocuments({ to: email, kind: "memberSignIn" })).toBe(5);
  });
});
