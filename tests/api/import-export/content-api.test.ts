// The Content API (/api/v1) and its keys (/api/admin/api-keys): public data only, paging,
// updatedSince, filters, ETag/304, a rate limit per key, 401 without a key (a staff token is not
// one), and every answer valid against the served OpenAPI 3.1 spec (Ajv, JSON Schema 2020-12).
import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RATE_LIMITS, scaledLimit } from "@/lib/rate-limit/limits";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const RUN = `capi${randomBytes(4).toString("hex")}`;
const SUBMITTER = `${RUN}-submitter@example.test`;
const DAY = 86_400_000;
const UNKNOWN_ID = "0123456789abcdef01234567";

type Json = Record<string, unknown> & { success: boolean; message?: string };
type Answer = { status: number; headers: Headers; json: Json; text: string };

let admin: TestUser;
let editor: TestUser;
let key: string;
let keyId: string;
let runStart: string;
let spec: {
  paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
};
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const DOC_ID = "https://hrpulse.test/openapi.json";
/** `{template} {status}` of every answer checked against the document. */
const validated = new Set<string>();

const ids = {} as Record<
  | "post"
  | "payrollPost"
  | "draft"
  | "scheduled"
  | "job"
  | "remoteJob"
  | "pendingJob"
  | "filledJob"
  | "event"
  | "pastEvent"
  | "pendingEvent"
  | "certification",
  string
>;

async function v1(
  pathAndQuery: string,
  credential: string | null = key,
  headers: Record<string, string> = {},
  origin = baseUrl(),
): Promise<Answer> {
  const response = await appFetch(`${origin}${pathAndQuery}`, {
    headers: { ...(credential !== null ? { Authorization: `Bearer ${credential}` } : {}), ...headers },
    signal: AbortSignal.timeout(20000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : {}, text };
}

/** The spec's path template for a request path. */
function templateOf(requestPath: string): string {
  const pathname = requestPath.split("?")[0]!;
  return pathname.replace(/^(\/api\/v1\/[a-z]+)\/[^/]+$/, "$1/{id}");
}

/** Checks an answer against the spec's schema for its path and status. */
function expectDocumented(requestPath: string, answer: Answer): void {
  const template = templateOf(requestPath);
  const pointer = `#/paths/${template.replaceAll("~", "~0").replaceAll("/", "~1")}/get/responses/${answer.status}/content/application~1json/schema`;
  expect(
    spec.paths[template]?.get.responses[String(answer.status)],
    `${template} ${answer.status}`,
  ).toBeDefined();
  const validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
  const valid = validate(answer.json);
  expect(valid, `${template} ${answer.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  validated.add(`${template} ${answer.status}`);
}

/** GET with the run's key, checked against the document. */
async function get(pathAndQuery: string, credential: string | null = key): Promise<Answer> {
  const answer = await v1(pathAndQuery, credential);
  expectDocumented(pathAndQuery, answer);
  return answer;
}

const listIds = (answer: Answer, list: string) =>
  (answer.json[list] as Array<{ id: string }>).map((item) => item.id);

/** Every id of a list filtered to this run's changes, walking all pages. */
async function allIds(collection: string, query = ""): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; page < 50; page++) {
    const answer = await get(
      `/api/v1/${collection}?updatedSince=${encodeURIComponent(runStart)}&limit=100&page=${page}${query}`,
    );
    expect(answer.status).toBe(200);
    found.push(...listIds(answer, collection));
    const { totalPages } = answer.json.pagination as { totalPages: number };
    if (page >= totalPages) break;
  }
  return found;
}

beforeAll(async () => {
  runStart = new Date(Date.now() - 1000).toISOString();
  admin = await createStaffUser("admin");
  editor = await createStaffUser("profile");
  const created = await api<{ key: string; apiKey: { _id: string } }>("/api/admin/api-keys", {
    token: admin.token,
    body: { name: `${RUN} reader` },
  });
  expect(created.status).toBe(201);
  key = created.json.key;
  keyId = created.json.apiKey._id;

  const served = await appFetch(`${baseUrl()}/api/v1/openapi.json`);
  expect(served.status).toBe(200);
  spec = (await served.json()) as typeof spec;
  ajv.addSchema({ ...spec, $id: DOC_ID });

  const now = Date.now();
  const post = (title: string, extra: Record<string, unknown> = {}) =>
    Blog.create({
      title: `${RUN} ${title}`,
      subTitle: "Sub",
      description: "<p>Body</p>",
      excerpt: "Body",
      author: { name: "Content API" },
      category: ["HR Technology"],
      isPublished: true,
      ...extra,
    }).then((doc) => String(doc._id));
  ids.post = await post("published");
  ids.payrollPost = await post("payroll", { category: ["Payroll"] });
  ids.draft = await post("draft", { isPublished: false });
  ids.scheduled = await post("scheduled", {
    publishAt: new Date(now + 7 * DAY),
    createdAt: new Date(now + 7 * DAY),
  });

  const job = (title: string, extra: Record<string, unknown> = {}) =>
    Job.create({
      title: `${RUN} ${title}`,
      company: "Content Co",
      location: "Leeds",
      description: "A role",
      workplace: "onsite",
      employmentType: ["FULL_TIME"],
      isApproved: true,
      state: "approved",
      validThrough: new Date(now + 30 * DAY),
      submitterEmail: SUBMITTER,
      ...extra,
    }).then((doc) => String(doc._id));
  ids.job = await job("open");
  ids.remoteJob = await job("remote", { workplace: "remote", employmentType: ["PART_TIME"] });
  ids.pendingJob = await job("pending", { isApproved: false, state: "pending" });
  ids.filledJob = await job("filled", { status: "filled", filledAt: new Date() });

  const event = (title: string, date: Date, extra: Record<string, unknown> = {}) =>
    Event.create({
      title: `${RUN} ${title}`,
      date,
      timeZone: "Europe/London",
      isApproved: true,
      state: "approved",
      submitterEmail: SUBMITTER,
      ...extra,
    }).then((doc) => String(doc._id));
  ids.event = await event("upcoming", new Date(now + 10 * DAY), {
    price: { amount: 0, currency: "GBP" },
    credits: [{ body: "SHRM", amount: 2 }],
  });
  ids.pastEvent = await event("past", new Date(now - 10 * DAY));
  ids.pendingEvent = await event("pending", new Date(now + 10 * DAY), {
    isApproved: false,
    state: "pending",
  });

  ids.certification = await Certification.create({
    title: `${RUN} certification`,
    skills: "Analytics",
    description: "<p>Course</p>",
    date: new Date(now + 20 * DAY),
    duration: "6 weeks",
    registrationLink: "https://example.test/register",
    level: "Beginner",
  }).then((doc) => String(doc._id));
}, 60000);

describe("API keys (/api/admin/api-keys)", () => {
  it("are shown once, listed by prefix only, and stored as a hash", async () => {
    expect(key).toMatch(/^hrp_[A-Za-z0-9_-]{43}$/);
    const list = await api<{ keys: Array<Record<string, unknown>> }>("/api/admin/api-keys", {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    const row = list.json.keys.find((entry) => entry._id === keyId);
    expect(row).toMatchObject({ name: `${RUN} reader`, prefix: key.slice(0, 12), createdBy: "Test admin" });
    expect(Object.keys(row ?? {}).sort()).toEqual([
      "_id",
      "createdAt",
      "createdBy",
      "lastUsedAt",
      "name",
      "prefix",
    ]);
    expect(JSON.stringify(list.json)).not.toContain(key);
  });

  it("400 for a missing or empty name", async () => {
    for (const body of [{}, { name: "" }, { name: "   " }, { name: 42 }, { name: "x".repeat(101) }]) {
      const answer = await api("/api/admin/api-keys", { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ success: false });
      expect(answer.json.message).toMatch(/Name/);
    }
  });

  it("401 without a session, 403 for an editor, on every key route", async () => {
    const calls = [
      { path: "/api/admin/api-keys", method: "GET" },
      { path: "/api/admin/api-keys", method: "POST", body: { name: "x" } },
      { path: `/api/admin/api-keys/${keyId}`, method: "DELETE" },
    ];
    for (const call of calls) {
      expect((await api(call.path, { method: call.method, body: call.body })).status).toBe(401);
      expect(
        (
          await api(call.path, {
            method: call.method,
            body: call.body,
            token: expiredToken(admin.id, "admin"),
          })
        ).status,
      ).toBe(401);
      expect((await api(call.path, { method: call.method, body: call.body, token: key })).status).toBe(401);
      const denied = await api(call.path, { method: call.method, body: call.body, token: editor.token });
      expect(denied.status).toBe(403);
      expect(denied.json.success).toBe(false);
    }
  });

  it("a revoked key stops working at once; revoking again is 404, a bad id 400", async () => {
    const created = await api<{ key: string; apiKey: { _id: string } }>("/api/admin/api-keys", {
      token: admin.token,
      body: { name: `${RUN} short-lived` },
    });
    expect((await v1("/api/v1/posts", created.json.key)).status).toBe(200);
    const revoked = await api(`/api/admin/api-keys/${created.json.apiKey._id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.json.success).toBe(true);
    expect((await get("/api/v1/posts", created.json.key)).status).toBe(401);
    const again = await api(`/api/admin/api-keys/${created.json.apiKey._id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: "API key not found" });
    expect(
      (await api("/api/admin/api-keys/not-an-id", { method: "DELETE", token: admin.token })).status,
    ).toBe(400);
  });
});

describe("Content API credentials", () => {
  it("401 without a key, with a wrong key, with a staff token or in another scheme", async () => {
    const forged = `hrp_${randomBytes(32).toString("base64url")}`;
    for (const credential of [null, "", forged, "hrp_short", admin.token, editor.token]) {
      for (const collection of ["posts", "jobs", "events", "certifications"]) {
        const answer = await get(`/api/v1/${collection}`, credential);
        expect(answer.status, `${collection} with ${String(credential).slice(0, 12)}`).toBe(401);
        expect(answer.json.message).toBe("A valid API key is required (Authorization: Bearer <key>)");
      }
      for (const [collection, id] of [
        ["posts", ids.post],
        ["jobs", ids.job],
        ["events", ids.event],
        ["certifications", ids.certification],
      ]) {
        expect((await get(`/api/v1/${collection}/${id}`, credential)).status).toBe(401);
      }
    }
    const basic = await v1("/api/v1/posts", null, { Authorization: `Basic ${key}` });
    expect(basic.status).toBe(401);
    const inQuery = await v1(`/api/v1/posts?key=${key}`, null);
    expect(inQuery.status).toBe(401);
  });
});

describe("Content API data", () => {
  it("posts: published only (never a draft or a scheduled post), newest first", async () => {
    const listed = await allIds("posts");
    expect(listed).toEqual(expect.arrayContaining([ids.post, ids.payrollPost]));
    const list = await get(`/api/v1/posts?updatedSince=${encodeURIComponent(runStart)}&limit=100`);
    // Lists never carry post bodies (the article's /{id} does).
    expect(
      (list.json.posts as Array<Record<string, unknown>>).every((post) => !("description" in post)),
    ).toBe(true);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.scheduled);

    const one = await get(`/api/v1/posts/${ids.post}`);
    expect(one.status).toBe(200);
    expect(one.json.post).toMatchObject({
      id: ids.post,
      title: `${RUN} published`,
      description: "<p>Body</p>",
      author: { name: "Content API" },
      category: ["HR Technology"],
    });
    expect((one.json.post as { url: string }).url).toMatch(new RegExp(`/blog/${ids.post}$`));
    for (const hidden of [ids.draft, ids.scheduled, UNKNOWN_ID]) {
      const answer = await get(`/api/v1/posts/${hidden}`);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ success: false, message: "Post not found" });
    }
  });

  it("jobs: open only (never pending or filled), and no submitter e-mail anywhere", async () => {
    const listed = await allIds("jobs");
    expect(listed).toEqual(expect.arrayContaining([ids.job, ids.remoteJob]));
    expect(listed).not.toContain(ids.pendingJob);
    expect(listed).not.toContain(ids.filledJob);
    const list = await get(`/api/v1/jobs?updatedSince=${encodeURIComponent(runStart)}`);
    expect(list.text).not.toContain(SUBMITTER);
    expect(list.text).not.toContain("submitterEmail");

    const one = await get(`/api/v1/jobs/${ids.job}`);
    expect(one.status).toBe(200);
    expect(one.json.job).toMatchObject({ id: ids.job, company: "Content Co", state: "open" });
    expect(one.text).not.toContain(SUBMITTER);
    for (const hidden of [ids.pendingJob, ids.filledJob]) {
      expect((await get(`/api/v1/jobs/${hidden}`)).json).toEqual({
        success: false,
        message: "Job not found",
      });
    }
  });

  it("events: approved only, without the submitter's e-mail", async () => {
    const listed = await allIds("events");
    expect(listed).toEqual(expect.arrayContaining([ids.event, ids.pastEvent]));
    expect(listed).not.toContain(ids.pendingEvent);
    const one = await get(`/api/v1/events/${ids.event}`);
    expect(one.status).toBe(200);
    expect(one.json.event).toMatchObject({
      id: ids.event,
      timeZone: "Europe/London",
      price: { amount: 0, currency: "GBP" },
      credits: [{ body: "SHRM", amount: 2 }],
    });
    expect(one.text).not.toContain(SUBMITTER);
    expect((await get(`/api/v1/events/${ids.pendingEvent}`)).status).toBe(404);
  });

  it("certifications: listed and readable by id", async () => {
    expect(await allIds("certifications")).toContain(ids.certification);
    const one = await get(`/api/v1/certifications/${ids.certification}`);
    expect(one.json.certification).toMatchObject({ id: ids.certification, level: "Beginner", format: null });
    expect((await get(`/api/v1/certifications/${UNKNOWN_ID}`)).status).toBe(404);
  });

  it("filters match the site's: category, type, workplace, upcoming", async () => {
    expect(await allIds("posts", "&category=Payroll")).toEqual([ids.payrollPost]);
    expect(await allIds("jobs", "&workplace=remote")).toEqual([ids.remoteJob]);
    expect(await allIds("jobs", "&type=PART_TIME")).toEqual([ids.remoteJob]);
    expect(await allIds("jobs", "&type=FULL_TIME")).toEqual([ids.job]);
    expect(await allIds("events", "&upcoming=true")).toEqual([ids.event]);
    expect(await allIds("events", "&upcoming=false")).toEqual([ids.pastEvent]);
  });

  it("pages through a list with limit, without repeats or gaps", async () => {
    const whole = await allIds("jobs");
    const walked: string[] = [];
    let totalPages = 0;
    for (let page = 1; page <= 3; page++) {
      const answer = await get(
        `/api/v1/jobs?updatedSince=${encodeURIComponent(runStart)}&limit=1&page=${page}`,
      );
      expect(answer.json.pagination).toEqual({
        page,
        limit: 1,
        total: whole.length,
        totalPages: whole.length,
      });
      totalPages = (answer.json.pagination as { totalPages: number }).totalPages;
      walked.push(...listIds(answer, "jobs"));
    }
    expect(totalPages).toBe(2);
    expect(walked).toEqual(whole);
    const beyond = await get(`/api/v1/jobs?updatedSince=${encodeURIComponent(runStart)}&page=9`);
    expect(beyond.json.jobs).toEqual([]);
    const defaults = await get("/api/v1/posts");
    expect(defaults.json.pagination).toMatchObject({ page: 1, limit: 20 });
  });

  it("updatedSince returns only what changed at or after the instant", async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const mark = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await Blog.updateOne({ _id: ids.payrollPost }, { $set: { subTitle: "Edited" } });
    const since = await get(`/api/v1/posts?updatedSince=${encodeURIComponent(mark)}&limit=100`);
    expect(listIds(since, "posts")).toEqual([ids.payrollPost]);
    const byDate = await get(`/api/v1/posts?updatedSince=2999-01-01`);
    expect(byDate.json.posts).toEqual([]);
    expect(byDate.json.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it("400 for bad paging, dates and filters, naming the parameter", async () => {
    const cases: Array<[string, RegExp]> = [
      ["/api/v1/posts?limit=101", /limit/],
      ["/api/v1/posts?limit=0", /limit/],
      ["/api/v1/posts?limit=ten", /limit/],
      ["/api/v1/jobs?page=0", /page/],
      ["/api/v1/jobs?page=-2", /page/],
      ["/api/v1/events?updatedSince=yesterday", /updatedSince/],
      ["/api/v1/events?updatedSince=2026-13-45", /updatedSince/],
      ["/api/v1/posts?category=Gardening", /category/],
      ["/api/v1/jobs?type=SOMETIMES", /type/],
      ["/api/v1/jobs?workplace=moon", /workplace/],
      ["/api/v1/events?upcoming=maybe", /upcoming/],
      ["/api/v1/certifications?page=x", /page/],
      ["/api/v1/posts/not-an-id", /Invalid id/],
    ];
    for (const [request, message] of cases) {
      const answer = await get(request);
      expect(answer.status, request).toBe(400);
      expect(answer.json.message, request).toMatch(message);
    }
  });

  it("ETag: the same answer gives the same tag and 304 with If-None-Match; a change gives a new tag", async () => {
    const request = `/api/v1/posts/${ids.post}`;
    const first = await get(request);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const again = await v1(request, key, { "If-None-Match": etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const list = await get("/api/v1/events?upcoming=true");
    expect(
      (await v1("/api/v1/events?upcoming=true", key, { "If-None-Match": list.headers.get("etag")! })).status,
    ).toBe(304);

    await Blog.updateOne({ _id: ids.post }, { $set: { title: `${RUN} published, edited` } });
    const changed = await v1(request, key, { "If-None-Match": etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});

describe("the OpenAPI spec", () => {
  it("is OpenAPI 3.1 and describes exactly the /api/v1 routes that exist", async () => {
    expect((spec as unknown as { openapi: string }).openapi).toBe("3.1.0");
    const root = path.join(process.cwd(), "app/api/v1");
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === "route.ts")
          routes.push(
            `/api/v1/${path
              .relative(root, dir)
              .replace(/\[(\w+)\]/g, "{$1}")
              .split(path.sep)
              .join("/")}`,
          );
      }
    };
    walk(root);
    expect(Object.keys(spec.paths).sort()).toEqual(routes.sort());
  });

  it("every data route's 200, 400/404 and 401 answers were checked against it", () => {
    for (const collection of ["posts", "jobs", "events", "certifications"]) {
      for (const status of [200, 401, 400]) expect(validated).toContain(`/api/v1/${collection} ${status}`);
      for (const status of [200, 401, 404])
        expect(validated).toContain(`/api/v1/${collection}/{id} ${status}`);
    }
  });
});

describe("rate limit per key", () => {
  const SCALE = 0.01;
  let limited: AppServer;

  beforeAll(async () => {
    limited = await startAppServer({ RATE_LIMIT_SCALE: String(SCALE) });
  }, 120000);

  afterAll(async () => {
    await limited?.stop();
  });

  it("429 with Retry-After past the key's limit; another key is unaffected", async () => {
    const limit = scaledLimit("contentApi", SCALE);
    const windowMs = RATE_LIMITS.contentApi.windowSeconds * 1000;
    const left = windowMs - (Date.now() % windowMs);
    if (left < 20000) await new Promise((resolve) => setTimeout(resolve, left + 250));
    // Fresh keys: the count is shared by every server (this run's key already counted elsewhere).
    const newKey = async (name: string) =>
      (await api<{ key: string }>("/api/admin/api-keys", { token: admin.token, body: { name } })).json.key;
    const limitedKey = await newKey(`${RUN} limited`);
    const otherKey = await newKey(`${RUN} other`);
    for (let i = 0; i < limit; i++) {
      const answer = await v1("/api/v1/certifications", limitedKey, {}, limited.url);
      expect(answer.status, `request ${i + 1} of ${limit}`).toBe(200);
    }
    const blocked = await v1("/api/v1/certifications", limitedKey, {}, limited.url);
    expect(blocked.status).toBe(429);
    expectDocumented("/api/v1/certifications", blocked);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS.contentApi.windowSeconds);
    expect((await v1("/api/v1/certifications", otherKey, {}, limited.url)).status).toBe(200);
  }, 60000);
});
