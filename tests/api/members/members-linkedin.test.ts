// Sign in with LinkedIn against a real local OpenID provider (tests/helpers/oidc-provider.ts): the
// app's own openid-client does discovery, PKCE, state, nonce and the ID token's signature check.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { MailLog } from "@/models/MailLog";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberCookieOf, memberEmail, signInMember } from "../../helpers/members";
import { startOidcProvider, type OidcProvider } from "../../helpers/oidc-provider";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

let provider: OidcProvider;
let app: AppServer;
const used: string[] = [];

beforeAll(async () => {
  provider = await startOidcProvider();
  app = await startAppServer({
    LINKEDIN_CLIENT_ID: provider.clientId,
    LINKEDIN_CLIENT_SECRET: provider.clientSecret,
    LINKEDIN_ISSUER: provider.issuer,
  });
}, 180000);

afterAll(async () => {
  await app?.stop();
  await provider?.stop();
  const members = await Member.find({ email: { $in: used } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: used } });
  await MailLog.deleteMany({ to: { $in: used } });
  forgetMemberMails(...used);
});

const fresh = () => {
  const email = memberEmail("linkedin");
  used.push(email);
  return email;
};

const cookiePair = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`${name}=`));

/** Start → the provider's authorization endpoint → its redirect back: the callback's query and the flow cookie. */
async function authorize(): Promise<{ start: Response; query: URLSearchParams; flowCookie: string }> {
  const start = await appFetch(`${app.url}/api/members/oauth/linkedin`, { redirect: "manual" });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get("location")!);
  const flowCookie = cookiePair(start, "hrp_oauth")!;
  expect(flowCookie).toBeTruthy();
  const approved = await appFetch(location, { redirect: "manual" });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get("location")!);
  expect(back.pathname).toBe("/api/members/oauth/linkedin/callback");
  return { start, query: back.searchParams, flowCookie };
}

async function callback(query: URLSearchParams, flowCookie: string | null): Promise<Response> {
  return appFetch(`${app.url}/api/members/oauth/linkedin/callback?${query}`, {
    redirect: "manual",
    headers: flowCookie ? { Cookie: flowCookie } : {},
  });
}

function expectRefused(response: Response) {
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toMatch(/^\/account\/sign-in\?error=/);
  expect(memberCookieOf(response)).toBeNull();
}

describe("GET /api/members/oauth/linkedin", () => {
  it("redirects to the issuer's authorization endpoint from discovery, with PKCE (S256), state and nonce", async () => {
    provider.identity = { sub: "start-only", email: fresh(), email_verified: true };
    const { start } = await authorize();
    const location = new URL(start.headers.get("location")!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/authorize`);
    expect(location.searchParams.get("client_id")).toBe(provider.clientId);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("state")).toBeTruthy();
    expect(location.searchParams.get("nonce")).toBeTruthy();
    expect(location.searchParams.get("scope")).toContain("openid");
    const flow = start.headers.getSetCookie().find((line) => line.startsWith("hrp_oauth="))!;
    expect(flow).toMatch(/HttpOnly/i);
    expect(flow).toMatch(/SameSite=Lax/i);
  });

  it("503 JSON when LinkedIn is not configured (the main test server)", async () => {
    const response = await api("/api/members/oauth/linkedin");
    expect(response.status).toBe(503);
    expect(response.json.success).toBe(false);
  });

  it("the sign-in page shows the LinkedIn button only when it is configured", async () => {
    const configured = await (await appFetch(`${app.url}/account/sign-in`)).text();
    const plain = await (await appFetch(`${baseUrl()}/account/sign-in`)).text();
    expect(configured).toContain("Sign in with LinkedIn");
    expect(plain).not.toContain("Sign in with LinkedIn");
  });
});

describe("GET /api/members/oauth/linkedin/callback", () => {
  it("signs a new member in and redirects to /account; the member's cookie works on every server", async () => {
    const email = fresh();
    provider.identity = { sub: `sub-${email}`, email, email_verified: true, name: "Lin Kedin" };
    const { query, flowCookie } = await authorize();
    const response = await callback(query, flowCookie);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/account");
    const cookie = memberCookieOf(response)!;
    expect(cookie).toBeTruthy();
    const me = await api("/api/members/me", { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect((me.json as unknown as { member: { email: string; name: string } }).member).toMatchObject({
      email,
      name: "Lin Kedin",
    });
    // The code was used: replaying the callback signs nobody in.
    expectRefused(await callback(query, flowCookie));
  });

  it("signs in the existing member with the same verified e-mail", async () => {
    const email = fresh();
    const existing = await signInMember(baseUrl(), email);
    provider.identity = { sub: `sub-${email}`, email, email_verified: true, name: "Other Name" };
    const { query, flowCookie } = await authorize();
    const response = await callback(query, flowCookie);
    expect(response.status).toBe(303);
    const me = await api("/api/members/me", { headers: { Cookie: memberCookieOf(response)! } });
    expect((me.json as unknown as { member: { id: string } }).member.id).toBe(existing.id);
    expect(await Member.countDocuments({ email })).toBe(1);
  });

  it("refuses a forged state", async () => {
    provider.identity = { sub: "forged-state", email: fresh(), email_verified: true };
    const { query, flowCookie } = await authorize();
    query.set("state", "forged-state-value");
    expectRefused(await callback(query, flowCookie));
  });

  it("refuses a callback without the flow cookie (another browser's code)", async () => {
    provider.identity = { sub: "no-cookie", email: fresh(), email_verified: true };
    const { query } = await authorize();
    expectRefused(await callback(query, null));
  });

  it("refuses an ID token with the wrong nonce", async () => {
    const email = fresh();
    provider.identity = { sub: "wrong-nonce", email, email_verified: true };
    const { query, flowCookie } = await authorize();
    provider.next = { nonce: "not-the-nonce-we-sent" };
    const before = provider.tokenRequests;
    expectRefused(await callback(query, flowCookie));
    expect(provider.tokenRequests).toBe(before + 1);
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("refuses an ID token signed with a foreign key", async () => {
    const email = fresh();
    provider.identity = { sub: "foreign-key", email, email_verified: true };
    const { query, flowCookie } = await authorize();
    provider.next = { foreignKey: true };
    const before = provider.tokenRequests;
    expectRefused(await callback(query, flowCookie));
    expect(provider.tokenRequests).toBe(before + 1);
    expect(await Member.countDocuments({ email })).toBe(0);
  });

  it("refuses an unverified e-mail address", async () => {
    const email = fresh();
    provider.identity = { sub: "unverified", email, email_verified: false };
    const { query, flowCookie } = await authorize();
    const response = await callback(query, flowCookie);
    expectRefused(response);
    expect(response.headers.get("location")).toContain("error=linkedin-email");
    expect(await Member.countDocuments({ email })).toBe(0);
  });
});
