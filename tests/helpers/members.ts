// Members for tests: signed in over HTTP through the real sign-in mail (code read from the sink).
// Free of Vitest imports, so Playwright specs can use it too.
import { randomBytes } from "node:crypto";
import { MEMBER_COOKIE } from "@/lib/auth/member-cookies";
import { removeMailsTo, waitForMails, type SunkMail } from "./mail-sink";
import { appFetch } from "./cache-log";

export type TestMember = { id: string; email: string; name: string; cookie: string };

export const memberEmail = (tag = "member") => `${tag}-${randomBytes(5).toString("hex")}@example.test`;

/** The 6-digit code of a sign-in mail. */
export function codeIn(mail: SunkMail): string {
  const match = /sign-in code for .+ is: (\d{6})/.exec(mail.parsed.text ?? "");
  if (!match) throw new Error(`No sign-in code in:\n${mail.parsed.text}`);
  return match[1]!;
}

/** The member session cookie (`name=value`) a response set, or null. */
export function memberCookieOf(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    if (pair?.startsWith(`${MEMBER_COOKIE}=`) && pair.length > MEMBER_COOKIE.length + 1) return pair;
  }
  return null;
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return appFetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20000),
  });
}

/**
 * Asks for a code, reads it from the mail (the `nth` mail to the address) and verifies it. `headers`
 * go with both requests (e.g. an `X-Forwarded-For` of its own on a server with small rate limits).
 */
export async function signInMember(
  baseUrl: string,
  email = memberEmail(),
  nth = 1,
  headers: Record<string, string> = {},
): Promise<TestMember> {
  const asked = await post(`${baseUrl}/api/members/sign-in`, { email }, headers);
  if (asked.status !== 200) throw new Error(`sign-in answered ${asked.status}`);
  const mails = await waitForMails(email, nth);
  const verified = await post(
    `${baseUrl}/api/members/verify`,
    { email, code: codeIn(mails[nth - 1]!) },
    headers,
  );
  const body = (await verified.json()) as { member?: { id: string; email: string; name: string } };
  const cookie = memberCookieOf(verified);
  if (verified.status !== 200 || !body.member || !cookie)
    throw new Error(`verify answered ${verified.status}: ${JSON.stringify(body)}`);
  return { ...body.member, cookie };
}

export function forgetMemberMails(...emails: string[]): void {
  removeMailsTo(...emails);
}

/** A signed-in member's cookies for a Playwright context (`context.addCookies`) on `baseURL`. */
export function browserCookiesOf(member: TestMember, baseURL: string) {
  const [name, value] = member.cookie.split("=") as [string, string];
  return [
    { name, value, url: baseURL },
    { name: "hrp_signed_in", value: "1", url: baseURL },
  ];
}
