// The request pipeline every API route goes through: the caller resolved first (token or cookie,
// role), then params, query and body parsed with the route's zod schemas, and every thrown error
// turned into JSON.
import type { NextRequest } from "next/server";
import { z } from "zod";
import { ApiError, handleApiError } from "@/lib/api/errors";
import { forbidden, invalid, notFound, tooLarge, unauthenticated, unavailable } from "@/lib/errors";
import { ok } from "@/lib/api/responses";
import { IMAGE_MAX_BYTES, ROLES, type Role } from "@/lib/constants";
import { bearerToken } from "@/lib/auth/token";
import {
  CRON_DENIED_MESSAGE,
  CRON_UNCONFIGURED_SUFFIX,
  checkCronAuthorization,
} from "@/lib/auth/cron-secret";
import { verifySession } from "@/lib/auth/session";
import { staffCredential, staffFromRequest } from "@/lib/auth/staff-session";
import { verifyApiKey } from "@/lib/integrations/api-keys";
import { currentMember, type SessionMember } from "@/lib/auth/member-session";
import { clientIp } from "@/lib/api/client-ip";
import { getEnv } from "@/lib/env";
import { enforceRateLimit } from "@/lib/rate-limit/enforce";
import type { RateLimitName } from "@/lib/rate-limit/limits";
import type { SessionUser } from "@/lib/staff/users";
import { runGated } from "@/lib/server/work-limits";

export const API_KEY_REQUIRED = "A valid API key is required (Authorization: Bearer <key>)";
export const JSON_BODY_MAX_BYTES = 100 * 1024;
/** A multipart body holds one image plus a few text fields. */
export const MULTIPART_BODY_MAX_BYTES = IMAGE_MAX_BYTES + 256 * 1024;

/**
 * Who may call the route. The caller is resolved before params, query or body are read, so a
 * request without the right credential is answered 401/403 with its body unread.
 * - public: anyone (a valid staff token or cookie still names `user`);
 * - staff: any signed-in role;
 * - admin: the admin role only;
 * - rolePath: a `[role]` path segment that must name a role and match the caller's own;
 * - apiKey: a Content API key (never a staff token), counted against its own rate limit;
 * - member: a signed-in member (the session cookie); 401 without one, 403 for a staff session alone;
 * - memberOrStaff: a staff session or else a member session (`caller` says which); 401 without either;
 * - cron: the scheduler (`Authorization: Bearer <CRON_SECRET>`); 503 while CRON_SECRET is unset.
 * A staff session is a Bearer token or the `hrp_staff` cookie (lib/auth/staff-session.ts); a write
 * authenticated by a cookie (staff or member) must come from our own pages (`assertSameSiteWrite`).
 */
export type Access =
  "public" | "staff" | "admin" | "rolePath" | "apiKey" | "member" | "memberOrStaff" | "cron";

/** Who called a `memberOrStaff` route. */
export type Caller = { kind: "staff"; user: SessionUser } | { kind: "member"; member: SessionMember };

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

type RouteOptions<B, Q, P> = {
  auth?: Access;
  /** JSON body schema. */
  body?: B;
  /** Read the body as multipart form data instead of JSON. */
  multipart?: boolean;
  query?: Q;
  params?: P;
  /** Counts the request against this per-IP limit (lib/rate-limit/limits.ts) before anything else. */
  rateLimit?: RateLimitName;
  /**
   * The handler answers from the public cache (lib/cache/public-cache.ts): the request takes a slot
   * of the server's work gate only when a read misses the cache. Every other route runs in a slot.
   */
  cached?: boolean;
  /**
   * Spam trap: when the hidden `website` field of the body or form is filled, the request is
   * answered with this success message and the handler never runs.
   */
  honeypot?: string;
  /** Cron routes: what the 503 says is off while CRON_SECRET is unset ("RSS import is disabled"). */
  cronDisabled?: string;
};

export type RouteContext<B, Q, P, A extends Access> = {
  req: NextRequest;
  /** The caller's address (socket, or X-Forwarded-For behind a trusted proxy). */
  ip: string;
  body: Infer<B>;
  form: FormData | undefined;
  query: Infer<Q>;
  params: Infer<P>;
  user: A extends "staff" | "admin" | "rolePath" ? SessionUser : SessionUser | null;
  /** The signed-in member on member routes (and on memberOrStaff routes without a staff session). */
  member: A extends "member" ? SessionMember : A extends "memberOrStaff" ? SessionMember | null : null;
  /** memberOrStaff routes: the resolved caller, staff first. */
  caller: A extends "memberOrStaff" ? Caller : null;
  /**
   * The member of this request's cookie, or null: read from the database on first call only, so
   * routes that never ask (images, cached reads) cost nothing more for members. Staff routes get null.
   */
  getMember: () => Promise<SessionMember | null>;
};

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };

const rolePathSchema = z.object({ role: z.string() });

export function route<
  B extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  A extends Access = "public",
>(
  options: RouteOptions<B, Q, P> & { auth?: A },
  handler: (context: RouteContext<B, Q, P, A>) => Promise<Response>,
) {
  return async (req: NextRequest, nextContext: NextContext): Promise<Response> => {
    try {
      const ip = clientIp(req.headers, getEnv().TRUST_PROXY);
      if (options.rateLimit) await enforceRateLimit(options.rateLimit, ip);
      const run = () => runRoute(options, handler, req, nextContext, ip);
      if (options.cached) return await run();
      // A read past its deadline is answered 503 (its query finishes in its slot); a write never is.
      const read = req.method === "GET" || req.method === "HEAD";
      return await runGated(run, { abandonable: read, write: !read });
    } catch (error) {
      return handleApiError(error);
    }
  };
}

async function runRoute<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
  A extends Access,
>(
  options: RouteOptions<B, Q, P>,
  handler: (context: RouteContext<B, Q, P, A>) => Promise<Response>,
  req: NextRequest,
  nextContext: NextContext,
  ip: string,
): Promise<Response> {
  const rawParams = (await nextContext?.params) ?? {};
  const access: Access = options.auth ?? "public";
  // Who is calling, before anything of the request is parsed (an anonymous upload stays unread).
  const { user, member, caller } = await resolveCaller(req, access, rawParams, options.cronDisabled);
  let memberLookup: Promise<SessionMember | null> | undefined;
  const getMember = () => {
    if (access === "member" || access === "memberOrStaff") return Promise.resolve(member);
    if (access !== "public") return Promise.resolve(null);
    memberLookup ??= currentMember(req.headers);
    return memberLookup;
  };

  const params = options.params ? options.params.parse(rawParams) : undefined;
  const query = options.query
    ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams.entries()))
    : undefined;
  const form = options.multipart ? await readMultipart(req) : undefined;
  const json = options.body ? await readJson(req) : undefined;
  if (options.honeypot && (honeypotFilled(json) || honeypotFilled(form))) return ok(options.honeypot);
  const body = options.body ? options.body.parse(json) : undefined;

  return await handler({
    req,
    ip,
    body,
    form,
    query,
    params,
    user,
    member,
    caller,
    getMember,
  } as RouteContext<B, Q, P, A>);
}

export const HONEYPOT_FIELD = "website";

function honeypotFilled(source: unknown): boolean {
  const value =
    source instanceof FormData
      ? source.get(HONEYPOT_FIELD)
      : typeof source === "object" && source !== null
        ? (source as Record<string, unknown>)[HONEYPOT_FIELD]
        : undefined;
  return typeof value === "string"
    ? value.trim() !== ""
    : value !== undefined && value !== null && value !== "";
}

function authenticateCron(req: NextRequest, disabled = "Scheduled tasks are disabled"): void {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw unavailable(`${disabled}: ${CRON_UNCONFIGURED_SUFFIX}`);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });
}

type Resolved = { user: SessionUser | null; member: SessionMember | null; caller: Caller | null };
const NOBODY: Resolved = { user: null, member: null, caller: null };

async function resolveCaller(
  req: NextRequest,
  access: Access,
  rawParams: Record<string, unknown>,
  cronDisabled: string | undefined,
): Promise<Resolved> {
  switch (access) {
    case "cron":
      authenticateCron(req, cronDisabled);
      return NOBODY;
    case "apiKey":
      await authenticateApiKey(req);
      return NOBODY;
    case "public":
      return { ...NOBODY, user: await optionalStaff(req) };
    case "member":
      return { ...NOBODY, member: await authenticateMember(req) };
    case "memberOrStaff":
      return authenticateMemberOrStaff(req);
    default:
      return { ...NOBODY, user: await authenticateStaff(req, access, rawParams) };
  }
}

async function authenticateApiKey(req: NextRequest): Promise<void> {
  const token = bearerToken(req.headers.get("authorization"));
  const keyId = token ? await verifyApiKey(token) : null;
  if (!keyId) throw unauthenticated(API_KEY_REQUIRED);
  await enforceRateLimit("contentApi", keyId);
}

const SESSION_INVALID = "Your session has expired or is invalid, please sign in again";

/** Staff, admin and `[role]` routes: 404 for an unknown role path, 401 without a valid session, 403 for the wrong role. */
async function authenticateStaff(
  req: NextRequest,
  access: Access,
  rawParams: Record<string, unknown>,
): Promise<SessionUser> {
  let pathRole: Role | undefined;
  if (access === "rolePath") {
    const { role } = rolePathSchema.parse(rawParams);
    if (!(ROLES as readonly string[]).includes(role)) throw notFound("Not found");
    pathRole = role as Role;
  }
  const credential = staffCredential(req.headers);
  if (!credential?.token) throw unauthenticated();
  const user = await verifySession(credential.token);
  if (!user) throw unauthenticated(SESSION_INVALID);
  if (credential.via === "cookie") assertSameSiteWrite(req);
  if (access === "admin" && user.role !== "admin") throw forbidden();
  if (pathRole && pathRole !== user.role) throw forbidden();
  return user;
}

/** Public routes: the staff user of a valid session, else null (a cookie on another site's write counts for nothing). */
async function optionalStaff(req: NextRequest): Promise<SessionUser | null> {
  const credential = staffCredential(req.headers);
  if (!credential?.token) return null;
  if (credential.via === "cookie" && isCrossSiteWrite(req)) return null;
  return verifySession(credential.token);
}

/** memberOrStaff routes: a staff session first, then a member session; 401 without either. */
async function authenticateMemberOrStaff(req: NextRequest): Promise<Resolved> {
  const credential = staffCredential(req.headers);
  const user = credential?.token ? await verifySession(credential.token) : null;
  if (user) {
    if (credential?.via === "cookie") assertSameSiteWrite(req);
    return { user, member: null, caller: { kind: "staff", user } };
  }
  const member = await currentMember(req.headers);
  if (!member) throw unauthenticated(credential?.token ? SESSION_INVALID : undefined);
  assertSameSiteWrite(req);
  return { user: null, member, caller: { kind: "member", member } };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Member routes: the session cookie, or 401 (403 when a valid staff session is all there is: staff
 * are not members). A cookie-authenticated write from another site's page is refused as well
 * (SameSite=Lax already keeps the cookie off cross-site posts; the Origin check covers old browsers).
 */
async function authenticateMember(req: NextRequest): Promise<SessionMember> {
  const member = await currentMember(req.headers);
  if (!member) {
    if (await staffFromRequest(req.headers)) throw forbidden("Staff accounts are not member accounts");
    throw unauthenticated("Please sign in to your member account to continue");
  }
  assertSameSiteWrite(req);
  return member;
}

/**
 * Whether a write comes from another site's page: its `Origin` names a host other than ours, or, when
 * a browser sends no Origin, its `Sec-Fetch-Site` says cross-site. Reads are never cross-site writes.
 */
export function isCrossSiteWrite(req: NextRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get("origin");
  if (!origin) return req.headers.get("sec-fetch-site") === "cross-site";
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  // Our own pages: the host the request was sent to, or the configured site (a proxy may rewrite Host).
  const ours = [req.headers.get("host"), new URL(getEnv().NEXT_PUBLIC_SITE_URL).host];
  return !host || !ours.includes(host);
}

/**
 * A cookie-authenticated write (staff or member) must come from our own pages: the pipeline checks
 * it, and so do public routes that act for the member of `getMember()`.
 */
export function assertSameSiteWrite(req: NextRequest): void {
  if (isCrossSiteWrite(req)) throw forbidden("Cross-site requests are not allowed");
}

/** The JSON body, size-capped (for routes whose body depends on the caller). */
export async function readJson(req: NextRequest): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > JSON_BODY_MAX_BYTES) throw tooLarge();
  const text = await req.text();
  if (Buffer.byteLength(text) > JSON_BODY_MAX_BYTES) throw tooLarge();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw invalid("Malformed JSON body");
  }
}

async function readMultipart(req: NextRequest): Promise<FormData> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > MULTIPART_BODY_MAX_BYTES) throw tooLarge("The upload is too large (5 MB at most)");
  const type = req.headers.get("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw invalid("Send the form as multipart/form-data");
  try {
    return await req.formData();
  } catch {
    throw invalid("Malformed form data");
  }
}

export { ApiError };
