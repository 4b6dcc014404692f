import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Feed } from "@/models/Feed";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { connectAroundFile } from "../../helpers/db-hooks";
import { type FeedServer, startFeedServer } from "../../helpers/feed-server";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

type FeedRow = {
  _id: string;
  url: string;
  category: string;
  lastRun: { at: string; imported: number; skipped: number; error: string | null } | null;
};

connectAroundFile();

let server: FeedServer;
let admin: TestUser;
let profile: TestUser;
const created: string[] = [];

beforeAll(async () => {
  server = await startFeedServer();
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

afterAll(async () => {
  await Feed.deleteMany({ _id: { $in: created } });
  await server.close();
});

async function addFeed(body: unknown, token = admin.token) {
  const response = await api<{ feed: FeedRow }>("/api/profile/add-feed", { method: "POST", token, body });
  if (response.json.feed?._id) created.push(response.json.feed._id);
  return response;
}

describe("GET /api/{role}/feeds", () => {
  it("needs a valid token whose role matches the path", async () => {
    expect((await api("/api/admin/feeds")).status).toBe(401);
    expect((await api("/api/admin/feeds", { token: expiredToken(admin.id, "admin") })).status).toBe(401);
    expect((await api("/api/admin/feeds", { token: profile.token })).status).toBe(403);
    expect((await api("/api/profile/feeds", { token: admin.token })).status).toBe(403);
    expect((await api("/api/nobody/feeds", { token: admin.token })).status).toBe(404);
  });

  it("lists the feeds with their last run for either role", async () => {
    const { json } = await addFeed({
      url: server.url(`/generated.xml?tag=${server.runId}-list&count=1`),
      category: "Payroll",
    });
    for (const [role, token] of [
      ["admin", admin.token],
      ["profile", profile.token],
    ] as const) {
      const response = await api<{ feeds: FeedRow[]; configuredFeeds: string[] }>(`/api/${role}/feeds`, {
        token,
      });
      expect(response.status).toBe(200);
      expect(response.json.success).toBe(true);
      expect(Array.isArray(response.json.configuredFeeds)).toBe(true);
      const row = response.json.feeds.find((feed) => feed._id === json.feed._id);
      expect(row).toMatchObject({ url: json.feed.url, category: "Payroll", lastRun: null });
    }

    const runStarted = Date.now();
    const run = await api("/api/profile/import-rss", { method: "POST", token: profile.token });
    const runEnded = Date.now();
    expect(run.status).toBe(200);
    const after = await api<{ feeds: FeedRow[] }>("/api/admin/feeds", { token: admin.token });
    const row = after.json.feeds.find((feed) => feed._id === json.feed._id);
    expect(row?.lastRun).toMatchObject({ imported: 1, skipped: 0, error: null });
    // Stamped by that run: an order of events (the app runs on the test's host), not a duration.
    expect(Date.parse(row!.lastRun!.at)).toBeGreaterThanOrEqual(runStarted);
    expect(Date.parse(row!.lastRun!.at)).toBeLessThanOrEqual(runEnded);
  });
});

describe("POST /api/profile/add-feed", () => {
  it("needs a staff token", async () => {
    const body = { url: server.url("/rss.xml"), category: "Payroll" };
    expect((await api("/api/profile/add-feed", { method: "POST", body })).status).toBe(401);
    expect(
      (
        await api("/api/profile/add-feed", {
          method: "POST",
          body,
          token: expiredToken(profile.id, "profile"),
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    [
      { url: "ftp://example.com/feed.xml", category: "Payroll" },
      "Feed URL must be a valid http or https link",
    ],
    [{ url: "javascript:alert(1)", category: "Payroll" }, "Feed URL must be a valid http or https link"],
    [{ url: "not a link", category: "Payroll" }, "Feed URL must be a valid http or https link"],
    [{ category: "Payroll" }, "Feed URL must be a link"],
    [{ url: "https://example.com/rss", category: "Cooking" }, "Please choose a category from the list"],
    [{ url: "https://example.com/rss" }, "Please choose a category from the list"],
    [
      { url: "http://user:pw@127.0.0.1:9/rss", category: "Payroll" },
      "The feed address must not contain a user name or password",
    ],
  ])("refuses %j with 400", async (body, message) => {
    const response = await addFeed(body);
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("refuses a malformed JSON body with 400", async () => {
    const response = await api("/api/profile/add-feed", {
      method: "POST",
      token: admin.token,
      body: "{nope",
    });
    expect(response.status).toBe(400);
  });

  it("adds a feed (either role), normalised, and refuses the same feed twice with 409", async () => {
    const url = server.url(`/generated.xml?tag=${server.runId}-dup&count=1`);
    const response = await addFeed({ url: `  ${url}  `, category: "Benefits" }, profile.token);
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      success: true,
      message: "Feed added successfully",
      feed: { url, category: "Benefits", lastRun: null },
    });
    const again = await addFeed({ url, category: "Payroll" });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ success: false, message: "This feed is already in the list" });
  });
});

describe("POST /api/profile/delete-feed/{id}", () => {
  it("needs a staff token", async () => {
    expect((await api("/api/profile/delete-feed/507f1f77bcf86cd799439011", { method: "POST" })).status).toBe(
      401,
    );
  });

  it("answers 400 for a malformed id and 404 for an unknown one", async () => {
    const malformed = await api("/api/profile/delete-feed/not-an-id", { method: "POST", token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: "Invalid id" });
    const unknown = await api("/api/profile/delete-feed/507f1f77bcf86cd799439011", {
      method: "POST",
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: "Feed not found" });
  });

  it("removes a feed", async () => {
    const { json } = await addFeed({
      url: server.url(`/generated.xml?tag=${server.runId}-del&count=1`),
      category: "Payroll",
    });
    const response = await api(`/api/profile/delete-feed/${json.feed._id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Feed removed successfully" });
    expect(await Feed.exists({ _id: json.feed._id })).toBeNull();
    const again = await api(`/api/profile/delete-feed/${json.feed._id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(again.status).toBe(404);
  });
});

describe("a server without CRON_SECRET and without the private-host override", () => {
  let strict: AppServer;

  beforeAll(async () => {
    strict = await startAppServer({ CRON_SECRET: "", RSS_ALLOW_PRIVATE_HOSTS: "false" });
  }, 120_000);
  afterAll(async () => {
    await strict?.stop();
  });

  it("refuses the cron route with 503 and says why", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await appFetch(`${strict.url}/api/cron/rss-import`, {
        method,
        headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        message: "RSS import is disabled: CRON_SECRET is not configured on the server",
      });
    }
  });

  it.each([
    "/rss.xml",
    "__LOCALHOST__",
    "http://10.0.0.1/rss",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]/rss",
  ])("refuses the private feed address %s with 400", async (target) => {
    const url = target.startsWith("/")
      ? server.url(target)
      : target.replace("__LOCALHOST__", "http://localhost:8080/rss");
    const response = await appFetch(`${strict.url}/api/profile/add-feed`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ url, category: "Payroll" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "The feed address points to a local or private network, which is not allowed",
    });
  });
});
