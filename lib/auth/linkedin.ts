// Sign in with LinkedIn: OpenID Connect, authorization code with PKCE, state and nonce, through
// openid-client (discovery from LINKEDIN_ISSUER, ID token signature checked against the issuer's
// keys). The state, nonce and PKCE verifier travel in a short-lived HMAC-signed HttpOnly cookie.
import "server-only";
import * as client from "openid-client";
import { getEnv } from "@/lib/env";
import { keyedHash, sameHash } from "@/lib/auth/signed-tokens";
import { unavailable } from "@/lib/errors";
import { cookieValue } from "@/lib/auth/member-session";

export const OAUTH_COOKIE = "hrp_oauth";
const OAUTH_COOKIE_PATH = "/api/members/oauth";
const OAUTH_TTL_SECONDS = 10 * 60;
export const CALLBACK_PATH = "/api/members/oauth/linkedin/callback";

export function linkedInConfigured(): boolean {
  const env = getEnv();
  return Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET);
}

let configuration: { issuer: string; config: Promise<client.Configuration> } | undefined;

/** The issuer's discovery document, fetched once per process (again after a failure). */
function linkedInConfiguration(): Promise<client.Configuration> {
  const env = getEnv();
  if (!env.LINKEDIN_CLIENT_ID || !env.LINKEDIN_CLIENT_SECRET)
    throw unavailable("Sign in with LinkedIn is not configured");
  if (configuration?.issuer === env.LINKEDIN_ISSUER) return configuration.config;
  const issuer = new URL(env.LINKEDIN_ISSUER);
  // Plain http only for a provider on this machine (the tests' local provider).
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(issuer.hostname);
  const execute = [client.enableNonRepudiationChecks];
  if (issuer.protocol === "http:" && loopback) execute.push(client.allowInsecureRequests);
  const config = client
    .discovery(issuer, env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET, undefined, {
      execute,
      timeout: 10,
    })
    .catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
  configuration = { issuer: env.LINKEDIN_ISSUER, config };
  return config;
}

const redirectUri = () => `${getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, "")}${CALLBACK_PATH}`;

type FlowState = { state: string; nonce: string; verifier: string; exp: number };

function encodeFlow(flow: FlowState): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString("base64url");
  return `${payload}.${keyedHash("linkedinFlow", payload)}`;
}

function decodeFlow(value: string | null, now = Date.now()): FlowState | null {
  if (!value) return null;
  const [payload, signature] = value.split(".");
  if (!payload || !signature) return null;
  if (!sameHash(signature, keyedHash("linkedinFlow", payload))) return null;
  try {
    const flow = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as FlowState;
    return flow.exp > now ? flow : null;
  } catch {
    return null;
  }
}

function flowCookie(value: string, maxAge: number): string {
  const secure = getEnv().NEXT_PUBLIC_SITE_URL.startsWith("https:") ? "; Secure" : "";
  return `${OAUTH_COOKIE}=${value}; Path=${OAUTH_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export const clearedFlowCookie = () => flowCookie("", 0);

/** Where to send the browser to sign in at LinkedIn, and the cookie that remembers the flow. */
export async function startLinkedInSignIn(): Promise<{ url: string; cookie: string }> {
  const config = await linkedInConfiguration();
  const flow: FlowState = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    exp: Date.now() + OAUTH_TTL_SECONDS * 1000,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri(),
    scope: "openid profile email",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, cookie: flowCookie(encodeFlow(flow), OAUTH_TTL_SECONDS) };
}

export type LinkedInClaims = { sub: string; email?: string; emailVerified: boolean; name?: string };

/**
 * The callback: exchanges the code (PKCE), checks state, nonce, issuer, audience and the ID token's
 * signature against the issuer's keys; any failure throws.
 */
export async function finishLinkedInSignIn(
  headers: Headers,
  search: URLSearchParams,
): Promise<LinkedInClaims> {
  const flow = decodeFlow(cookieValue(headers.get("cookie"), OAUTH_COOKIE));
  if (!flow) throw new Error("LinkedIn sign-in: no valid flow cookie");
  const config = await linkedInConfiguration();
  const currentUrl = new URL(redirectUri());
  for (const [key, value] of search) currentUrl.searchParams.append(key, value);
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("LinkedIn sign-in: no ID token");
  const verified = claims.email_verified;
  return {
    sub: claims.sub,
    email: typeof claims.email === "string" ? claims.email : undefined,
    emailVerified: verified === true || verified === "true",
    name: typeof claims.name === "string" ? claims.name : undefined,
  };
}
