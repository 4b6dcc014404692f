// Bad-input fuzz over every API route: malformed JSON, wrong types, missing fields, huge strings,
// operator objects, prototype keys, invalid and unknown ObjectIds, odd page numbers. Every answer
// must be JSON, below 500 (4xx for anything invalid), and arrive within the per-request timeout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../helpers/auth";
import { connectAroundFile } from "../helpers/db-hooks";
import { SAMPLE_ID } from "../helpers/protected-routes";
import { baseUrl } from "../helpers/server";
import { appFetch } from "../helpers/cache-log";

connectAroundFile();

const TIMEOUT_MS = 10000;
const UNKNOWN_ID = SAMPLE_ID;
const BAD_IDS = [
  "abc",
  "0123456789abcdef0123456z",
  "0".repeat(25),
  "%24gt",
  "null",
  "undefined",
  "-1",
  "%7B%22%24gt%22%3A%22%22%7D",
  "..%2F..%2Fetc%2Fpasswd",
];
const WRONG_VALUES: unknown[] = [
  123,
  -1,
  1e309,
  true,
  false,
  null,
  [],
  ["a"],
  {},
  { $gt: "" },
  { $ne: null },
  { $regex: ".*" },
  { $where: "sleep(1000)" },
];
const HUGE = "x".repeat(120 * 1024);
const LONG = "y".repeat(60 * 1024);

type JsonRoute = {
  method: "POST" | "PUT";
  path: string;
  auth?: boolean;
  /** A valid-looking body; each fuzz case breaks one thing in it. */
  base: Record<string, unknown>;
  /** Every field is optional (an empty body is a valid request): skip the cases that would succeed. */
  emptyIsValid?: boolean;
};

const EVENT = {
  title: "Fuzz event",
  description: "d",
  physical: true,
  location: "Berlin",
  link: "",
  date: "2030-05-01",
};
const JSON_ROUTES: JsonRoute[] = [
  {
    method: "POST",
    path: "/api/profile/login",
    base: { email: "fuzz@example.test", password: "wrong-password" },
  },
  {
    method: "POST",
    path: "/api/profile/register",
    base: { name: "Fuzz", email: "fuzz@example.test", password: "long-enough-pw" },
  },
  {
    method: "POST",
    path: "/api/blog/add-comment",
    base: { blog: UNKNOWN_ID, name: "Fuzz", content: "Fuzz" },
  },
  { method: "POST", path: "/api/blog/subscribe", base: { email: "not an email" } },
  { method: "POST", path: "/api/event/create-event", base: EVENT },
  { method: "PUT", path: `/api/event/update-event/${UNKNOWN_ID}`, auth: true, base: EVENT },
  { method: "POST", path: "/api/blog/generate", auth: true, base: { prompt: "Fuzz" } },
  {
    method: "POST",
    path: "/api/profile/add-feed",
    auth: true,
    base: { url: "https://127.0.0.1:1/fuzz.xml", category: "HR Technology" },
  },
  {
    method: "POST",
    path: "/api/admin/create-certification",
    auth: true,
    base: {
      title: "Fuzz",
      skills: "s",
      description: "<p>d</p>",
      date: "2030-01-01",
      duration: "1d",
      registrationLink: "notalink",
    },
  },
  { method: "PUT", path: "/api/admin/update-about", auth: true, base: { about: 5 }, emptyIsValid: true },
  { method: "POST", path: "/api/newsletter/confirm", base: { token: `${UNKNOWN_ID}.${"A".repeat(43)}` } },
  { method: "POST", path: "/api/job/alerts", base: { email: "not an email", frequency: "daily" } },
  { method: "POST", path: "/api/job/alerts/confirm", base: { token: `${UNKNOWN_ID}.${"A".repeat(43)}` } },
  { method: "POST", path: `/api/admin/job-status/${UNKNOWN_ID}`, auth: true, base: { status: "bogus" } },
  // Issue 17: the team and passwords. Two invalid fields where one fixed would be accepted.
  {
    method: "POST",
    path: "/api/admin/users",
    auth: true,
    base: { name: "Fuzz", email: "not an email", role: "owner" },
  },
  {
    method: "PUT",
    path: `/api/admin/users/${UNKNOWN_ID}`,
    auth: true,
    base: { role: "owner", active: "no" },
  },
  { method: "POST", path: "/api/profile/forgot-password", base: { email: "not an email" } },
  { method: "POST", path: "/api/profile/reset-password", base: { token: "nope", password: "short" } },
  { method: "POST", path: "/api/profile/set-password", base: { token: "nope", password: "short" } },
  {
    method: "POST",
    path: "/api/profile/change-password",
    auth: true,
    base: { currentPassword: "", newPassword: "short" },
  },
  {
    method: "PUT",
    path: `/api/admin/update-certification/${UNKNOWN_ID}`,
    auth: true,
    base: {
      title: "Fuzz",
      skills: "s",
      description: "<p>d</p>",
      date: "2030-01-01",
      duration: "1d",
      registrationLink: "notalink",
    },
  },
  // Two invalid fields, so a body that fixes one of them is still refused.
  {
    method: "POST",
    path: "/api/admin/newsletters/preview",
    auth: true,
    base: { subject: "", body: "<p>Fuzz</p>", postIds: ["nope"] },
  },
  { method: "POST", path: "/api/admin/moderation", auth: true, base: { action: "publish", items: [] } },
  { method: "PUT", path: `/api/admin/moderation/replies/${UNKNOWN_ID}`, auth: true, base: { text: "" } },
  { method: "POST", path: "/api/admin/api-keys", auth: true, base: { name: "" } },
  { method: "POST", path: "/api/admin/webhooks", auth: true, base: { url: "not a url", events: [] } },
];

const ID_ROUTES: Array<{ method: "GET" | "POST"; path: (id: string) => string; auth?: boolean }> = [
  { method: "GET", path: (id) => `/api/blog/${id}` },
  { method: "GET", path: (id) => `/api/blog/comments/${id}` },
  { method: "GET", path: (id) => `/api/images/${id}` },
  { method: "POST", path: (id) => `/api/blog/delete/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/blog/toggle-publish/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/profile/approve-comment/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/profile/delete-comment/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/profile/delete-feed/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/approve-event/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/delete-event/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/approve-job/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/delete-job/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/delete-certification/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/bounce-subscriber/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/delete-subscriber/${id}`, auth: true },
  { method: "POST", path: (id) => `/api/admin/moderation/unblock/${id}`, auth: true },
  { method: "GET", path: (id) => `/api/admin/blog/${id}`, auth: true },
  { method: "GET", path: (id) => `/api/admin/blog/${id}/revisions`, auth: true },
  { method: "GET", path: (id) => `/api/admin/certification/${id}`, auth: true },
  { method: "GET", path: (id) => `/api/admin/webhooks/${id}/deliveries`, auth: true },
];

const QUERY_ROUTES: Array<{ path: string; auth?: boolean }> = [
  { path: "/api/blog/all" },
  { path: "/api/event/all" },
  { path: "/api/job/all" },
  { path: "/api/admin/certifications" },
  { path: "/api/admin/about" },
  { path: "/api/search" },
  { path: "/api/admin/blogs", auth: true },
  { path: "/api/admin/comments", auth: true },
  { path: "/api/admin/events", auth: true },
  { path: "/api/admin/jobs", auth: true },
  { path: "/api/admin/feeds", auth: true },
  { path: "/api/admin/dashboard", auth: true },
  { path: "/api/admin/audit", auth: true },
  { path: "/api/admin/subscribers", auth: true },
  { path: "/api/admin/mail", auth: true },
  { path: "/api/admin/moderation", auth: true },
  { path: "/api/admin/moderation/pending", auth: true },
  { path: "/api/admin/moderation/blocks", auth: true },
  { path: "/api/admin/users", auth: true },
  { path: "/api/admin/api-keys", auth: true },
  { path: "/api/admin/webhooks", auth: true },
];
const QUERIES = [
  "page=-1",
  "page=0",
  "page=1e309",
  "page=99999999999999999999",
  "page=NaN",
  "page[$gt]=1",
  "page=1&page=2",
  "limit=-5",
  "limit=1000000",
  "status=%7B%22%24ne%22%3Anull%7D",
  "status=bogus",
  "category=%24where",
  `search=${encodeURIComponent(".*(((a+)+)+$")}`,
  `search=${"z".repeat(5000)}`,
  "search[$regex]=.*",
  `q=${encodeURIComponent(".*(((a+)+)+$")}`,
  `q=${"z".repeat(5000)}`,
  `q=${encodeURIComponent("a ".repeat(100))}`,
  "q[$regex]=.*",
  "type=%24where",
];

type Outcome = { label: string; status: number; json: boolean; ms: number };

let admin: TestUser;
let requests = 0;
const failures: string[] = [];

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

afterAll(async () => {
  await User.deleteOne({ _id: admin.id });
  console.log(`bad-input fuzz: ${requests} requests, ${failures.length} failures`);
});

async function send(
  label: string,
  path: string,
  init: RequestInit & { token?: boolean },
  expect4xx: boolean,
): Promise<Outcome> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${admin.token}`);
  const started = Date.now();
  requests++;
  let outcome: Outcome;
  try {
    const response = await appFetch(`${baseUrl()}${path}`, {
      ...init,
      headers,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let json = false;
    try {
      json = typeof JSON.parse(text) === "object";
    } catch {
      json = false;
    }
    outcome = { label, status: response.status, json, ms: Date.now() - started };
  } catch (error) {
    outcome = { label, status: 0, json: false, ms: Date.now() - started };
    failures.push(`${label}: no answer (${(error as Error).name})`);
    return outcome;
  }
  const ok =
    outcome.json && outcome.status > 0 && outcome.status < 500 && (!expect4xx || outcome.status >= 400);
  if (!ok) failures.push(`${label}: ${outcome.status}${outcome.json ? "" : " (not JSON)"}`);
  return outcome;
}

const jsonInit = (method: string, body: string, token?: boolean): RequestInit & { token?: boolean } => ({
  method,
  headers: { "Content-Type": "application/json" },
  body,
  token,
});

describe("bad-input fuzz", () => {
  it("JSON routes reject malformed bodies, wrong types, operators and huge strings", async () => {
    const before = failures.length;
    for (const route of JSON_ROUTES) {
      const at = `${route.method} ${route.path}`;
      const raw = ["{", '{"a":', "{'a':1}", "<xml/>", "\u0000", "[1,2", '{"a":1}}', "undefined", "NaN"];
      for (const body of raw)
        await send(
          `${at} raw ${JSON.stringify(body)}`,
          route.path,
          jsonInit(route.method, body, route.auth),
          true,
        );
      for (const body of ["[]", "null", '"text"', "42", "true"]) {
        await send(`${at} non-object ${body}`, route.path, jsonInit(route.method, body, route.auth), true);
      }
      if (!route.emptyIsValid) {
        await send(`${at} empty object`, route.path, jsonInit(route.method, "{}", route.auth), true);
        await send(
          `${at} __proto__`,
          route.path,
          jsonInit(route.method, '{"__proto__":{"role":"admin","isAdmin":true}}', route.auth),
          true,
        );
        await send(
          `${at} constructor`,
          route.path,
          jsonInit(route.method, '{"constructor":{"prototype":{"role":"admin"}}}', route.auth),
          true,
        );
      }
      await send(
        `${at} body over 100 KB`,
        route.path,
        jsonInit(route.method, JSON.stringify({ ...route.base, pad: HUGE }), route.auth),
        true,
      );
      await send(
        `${at} text/plain`,
        route.path,
        { method: route.method, headers: { "Content-Type": "text/plain" }, body: "hello", token: route.auth },
        true,
      );
      for (const field of Object.keys(route.base)) {
        for (const value of WRONG_VALUES) {
          if (route.emptyIsValid && value === null) continue;
          // The same value as the base is no mutation.
          if (JSON.stringify(value) === JSON.stringify(route.base[field])) continue;
          await send(
            `${at} ${field}=${JSON.stringify(value)}`,
            route.path,
            jsonInit(route.method, JSON.stringify({ ...route.base, [field]: value }), route.auth),
            true,
          );
        }
        await send(
          `${at} ${field} 60 KB`,
          route.path,
          jsonInit(route.method, JSON.stringify({ ...route.base, [field]: LONG }), route.auth),
          true,
        );
        if (!route.emptyIsValid) {
          const { [field]: _omitted, ...rest } = route.base;
          void _omitted;
          // A missing optional field may still leave an invalid body (every base is invalid or unknown somewhere).
          await send(
            `${at} without ${field}`,
            route.path,
            jsonInit(route.method, JSON.stringify(rest), route.auth),
            false,
          );
        }
      }
    }
    expect(failures.slice(before)).toEqual([]);
  }, 300000);

  it("login is never satisfied by operator objects", async () => {
    const response = await send(
      "login with $gt",
      "/api/profile/login",
      jsonInit("POST", JSON.stringify({ email: { $gt: "" }, password: { $gt: "" } })),
      true,
    );
    expect(response.status).toBe(400);
  });

  it("multipart routes reject broken forms, wrong field types and fake images", async () => {
    const before = failures.length;
    const targets = [
      { method: "POST", path: "/api/job/create-job", auth: false },
      { method: "PUT", path: `/api/job/update-job/${UNKNOWN_ID}`, auth: true },
      { method: "POST", path: "/api/blog/add-blog", auth: true },
    ];
    for (const target of targets) {
      const at = `${target.method} ${target.path}`;
      await send(
        `${at} JSON instead of multipart`,
        target.path,
        jsonInit(target.method, '{"title":"x"}', target.auth),
        true,
      );
      await send(
        `${at} broken boundary`,
        target.path,
        {
          method: target.method,
          headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
          body: '--else\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n',
          token: target.auth,
        },
        true,
      );
      const fake = new FormData();
      fake.set("title", "Fuzz");
      fake.set(
        "blog",
        JSON.stringify({ title: "Fuzz", subTitle: "s", description: "", category: [], isPublished: false }),
      );
      fake.set("image", new Blob(["<?php echo 1; ?>"], { type: "image/png" }), "evil.png");
      await send(
        `${at} fake image`,
        target.path,
        { method: target.method, body: fake, token: target.auth },
        true,
      );
      const huge = new FormData();
      huge.set("title", HUGE);
      huge.set("description", HUGE);
      huge.set("blog", JSON.stringify({ title: HUGE }));
      await send(
        `${at} huge fields`,
        target.path,
        { method: target.method, body: huge, token: target.auth },
        true,
      );
      const fileAsText = new FormData();
      fileAsText.set("title", new Blob(["x"]), "title.txt");
      fileAsText.set("blog", new Blob(["{}"]), "blog.json");
      await send(
        `${at} file where text belongs`,
        target.path,
        { method: target.method, body: fileAsText, token: target.auth },
        true,
      );
    }
    for (const blog of [
      "{",
      "[]",
      "null",
      '{"title":{"$gt":""}}',
      '{"title":"t","subTitle":"s","description":"","category":"Technology","isPublished":"yes"}',
    ]) {
      const form = new FormData();
      form.set("blog", blog);
      await send(
        `add-blog blog=${blog}`,
        "/api/blog/add-blog",
        { method: "POST", body: form, token: true },
        true,
      );
    }
    expect(failures.slice(before)).toEqual([]);
  }, 120000);

  it("id routes answer 400 for malformed ids and 404 for unknown ones", async () => {
    const before = failures.length;
    for (const route of ID_ROUTES) {
      for (const id of BAD_IDS) {
        await send(
          `${route.method} ${route.path(id)}`,
          route.path(id),
          { method: route.method, token: route.auth },
          true,
        );
      }
      const unknown = await send(
        `${route.method} ${route.path(UNKNOWN_ID)}`,
        route.path(UNKNOWN_ID),
        { method: route.method, token: route.auth },
        true,
      );
      if (unknown.status !== 404)
        failures.push(`${route.path(UNKNOWN_ID)}: expected 404, got ${unknown.status}`);
    }
    expect(failures.slice(before)).toEqual([]);
  }, 120000);

  it("list routes survive odd page numbers and query operators", async () => {
    const before = failures.length;
    for (const route of QUERY_ROUTES) {
      for (const query of QUERIES) {
        await send(
          `GET ${route.path}?${query.slice(0, 60)}`,
          `${route.path}?${query}`,
          { method: "GET", token: route.auth },
          false,
        );
      }
    }
    expect(failures.slice(before)).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  }, 120000);
});
