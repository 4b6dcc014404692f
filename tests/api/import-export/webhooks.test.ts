// Webhooks (/api/admin/webhooks, POST /api/cron/webhooks): registration, signed deliveries emitted
// by the data layer, retries with back-off after a 500 (the attempts in order in the log), a due
// delivery left in the database taken up by the sweep, and no delivery to a private address
// without WEBHOOK_ALLOW_PRIVATE_HOSTS (a second app server with the flag off).
import { randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyWebhookSignature } from "@/lib/integrations/webhook-signature";
import { WEBHOOK_PRIVATE_MESSAGE } from "@/lib/integrations/webhook-send";
import { Blog } from "@/models/Blog";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { Webhook } from "@/models/Webhook";
import { WebhookDelivery } from "@/models/WebhookDelivery";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { generatedFeed } from "../../helpers/feed-server";
import { appFetch } from "../../helpers/cache-log";
import { api } from "../../helpers/server";
import { runCron } from "../../helpers/tasks";

connectAroundFile();

const RUN = `wh${randomBytes(4).toString("hex")}`;
const UNKNOWN_ID = "0123456789abcdef01234567";

type Hit = { headers: IncomingHttpHeaders; body: string };
type Receiver = { url: string; hits: Hit[]; close: () => Promise<void> };
type Delivery = {
  _id: string;
  event: string;
  state: string;
  attempts: Array<{ at: string; status: number; error: string | null }>;
};

const receivers: Receiver[] = [];
let admin: TestUser;
let editor: TestUser;

/** A local receiver answering the given statuses in turn (then 200). */
async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const hits: Hit[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      hits.push({ headers: req.headers, body });
      res.statusCode = statuses[hits.length - 1] ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const receiver = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${RUN}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  receivers.push(receiver);
  return receiver;
}

async function register(url: string, events: string[]) {
  return api<{ id: string; secret: string }>("/api/admin/webhooks", {
    token: admin.token,
    body: { url, events },
  });
}

/** Registration on another app server. */
async function registerOn(origin: string, url: string, events: string[]) {
  const response = await appFetch(`${origin}/api/admin/webhooks`, {
    method: "POST",
    headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ url, events }),
  });
  return { status: response.status, json: (await response.json()) as { success: boolean; message?: string } };
}

async function deliveries(webhookId: string): Promise<Delivery[]> {
  const answer = await api<{ deliveries: Delivery[] }>(`/api/admin/webhooks/${webhookId}/deliveries`, {
    token: admin.token,
  });
  expect(answer.status).toBe(200);
  return answer.json.deliveries;
}

/** Polls until `check` returns a value (the server delivers in the background). */
async function eventually<T>(
  check: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 45000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  editor = await createStaffUser("profile");
});

afterAll(async () => {
  await Promise.all(receivers.map((receiver) => receiver.close()));
});

describe("registering webhooks", () => {
  it("answers the id and a secret once; the list never shows the secret", async () => {
    const receiver = await startReceiver();
    const created = await register(receiver.url, ["post.published", "job.closed", "post.published"]);
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ success: true, id: expect.stringMatching(/^[a-f0-9]{24}$/) });
    expect(created.json.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await api<{ webhooks: Array<Record<string, unknown>> }>("/api/admin/webhooks", {
      token: admin.token,
    });
    expect(list.status).toBe(200);
    expect(list.json.webhooks.find((hook) => hook._id === created.json.id)).toEqual({
      _id: created.json.id,
      url: receiver.url,
      events: ["post.published", "job.closed"],
      createdAt: expect.any(String),
      createdBy: "Test admin",
    });
    expect(JSON.stringify(list.json)).not.toContain(created.json.secret);
    expect(await deliveries(created.json.id)).toEqual([]);

    const removed = await api(`/api/admin/webhooks/${created.json.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(removed.status).toBe(200);
    expect(await Webhook.exists({ _id: created.json.id })).toBeNull();
    const again = await api(`/api/admin/webhooks/${created.json.id}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ success: false, message: "Webhook not found" });
  });

  it("400 for a bad URL or event list, with a message", async () => {
    const bodies = [
      {},
      { url: "https://example.test/hook" },
      { url: "ftp://example.test/hook", events: ["post.published"] },
      { url: "not a url", events: ["post.published"] },
      { url: "https://user:pw@example.test/hook", events: ["post.published"] },
      { url: "https://example.test/hook", events: [] },
      { url: "https://example.test/hook", events: ["post.deleted"] },
      { url: "https://example.test/hook", events: "post.published" },
      { url: { $gt: "" }, events: ["post.published"] },
    ];
    for (const body of bodies) {
      const answer = await api("/api/admin/webhooks", { token: admin.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json.success).toBe(false);
      expect(typeof answer.json.message).toBe("string");
    }
    for (const path of ["/api/admin/webhooks/not-an-id", "/api/admin/webhooks/not-an-id/deliveries"]) {
      const method = path.endsWith("deliveries") ? "GET" : "DELETE";
      expect((await api(path, { method, token: admin.token })).status).toBe(400);
    }
    const unknown = await api(`/api/admin/webhooks/${UNKNOWN_ID}/deliveries`, { token: admin.token });
    expect(unknown.status).toBe(404);
  });

  it("401 without a valid session, 403 for an editor", async () => {
    const calls = [
      { path: "/api/admin/webhooks", method: "GET" },
      {
        path: "/api/admin/webhooks",
        method: "POST",
        body: { url: "https://example.test", events: ["post.updated"] },
      },
      { path: `/api/admin/webhooks/${UNKNOWN_ID}`, method: "DELETE" },
      { path: `/api/admin/webhooks/${UNKNOWN_ID}/deliveries`, method: "GET" },
    ];
    for (const call of calls) {
      expect((await api(call.path, { method: call.method, body: call.body })).status).toBe(401);
      const expired = await api(call.path, { ...call, token: expiredToken(admin.id, "admin") });
      expect(expired.status).toBe(401);
      const denied = await api(call.path, { ...call, token: editor.token });
      expect(denied.status).toBe(403);
      expect(denied.json.success).toBe(false);
    }
  });
});

describe("deliveries", () => {
  it("a post published and unpublished: signed POSTs with the event, a delivery id and the data", async () => {
    const receiver = await startReceiver();
    const created = await register(receiver.url, ["post.published", "post.unpublished"]);
    const { id: webhookId, secret } = created.json;
    const blog = await Blog.create({
      title: `${RUN} hooked post`,
      subTitle: "Sub",
      author: { name: "Webhooks" },
      category: ["Payroll"],
      isPublished: false,
    });
    const postId = String(blog._id);
    for (const expected of [true, false]) {
      const toggled = await api<{ isPublished: boolean }>(`/api/blog/toggle-publish/${postId}`, {
        method: "POST",
        token: admin.token,
      });
      expect(toggled.status).toBe(200);
      expect(toggled.json.isPublished).toBe(expected);
    }

    const hits = await eventually(
      async () => (receiver.hits.length >= 2 ? receiver.hits : undefined),
      "2 hits",
    );
    const events = hits.map((hit) => hit.headers["x-hrpulse-event"]).sort();
    expect(events).toEqual(["post.published", "post.unpublished"]);
    const deliveryIds = new Set<string>();
    for (const hit of hits) {
      expect(hit.headers["content-type"]).toBe("application/json");
      const signature = hit.headers["x-hrpulse-signature"] as string;
      expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(secret, hit.body, signature)).toBe(true);
      expect(verifyWebhookSignature(secret, `${hit.body} `, signature)).toBe(false);
      const payload = JSON.parse(hit.body) as {
        event: string;
        occurredAt: string;
        data: Record<string, string>;
      };
      expect(payload.event).toBe(hit.headers["x-hrpulse-event"]);
      expect(new Date(payload.occurredAt).toISOString()).toBe(payload.occurredAt);
      expect(payload.data).toEqual({
        id: postId,
        title: `${RUN} hooked post`,
        url: expect.stringMatching(new RegExp(`/blog/${postId}$`)),
      });
      deliveryIds.add(hit.headers["x-hrpulse-delivery"] as string);
    }
    expect(deliveryIds.size).toBe(2);

    const log = await eventually(async () => {
      const rows = await deliveries(webhookId);
      return rows.length === 2 && rows.every((row) => row.state === "delivered") ? rows : undefined;
    }, "both deliveries recorded");
    expect(new Set(log.map((row) => row._id))).toEqual(deliveryIds);
    for (const row of log) expect(row.attempts.map((attempt) => attempt.status)).toEqual([200]);
  });

  it("posts imported from an RSS feed are announced as published", async () => {
    const receiver = await startReceiver();
    await register(receiver.url, ["post.published"]);
    const feed = createServer((_req, res) => {
      res.setHeader("Content-Type", "application/rss+xml");
      res.end(generatedFeed(RUN, 2));
    });
    await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
    try {
      const added = await api("/api/profile/add-feed", {
        token: admin.token,
        body: {
          url: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/feed.xml`,
          category: "Payroll",
        },
      });
      expect(added.status).toBe(201);
      const imported = await api<{ imported: number }>("/api/profile/import-rss", {
        method: "POST",
        token: admin.token,
      });
      expect(imported.status).toBe(200);
      expect(imported.json.imported).toBe(2);
    } finally {
      await new Promise((resolve) => feed.close(resolve));
    }
    const hits = await eventually(
      async () => (receiver.hits.length >= 2 ? receiver.hits : undefined),
      "2 hits",
    );
    const titles = hits.map((hit) => (JSON.parse(hit.body) as { data: { title: string } }).data.title).sort();
    expect(titles).toEqual([`Generated ${RUN} story 1`, `Generated ${RUN} story 2`]);
  });

  it("retries after a 500 with back-off until the receiver accepts; the log keeps the attempts in order", async () => {
    const receiver = await startReceiver([500, 500]);
    const { id: webhookId, secret } = (await register(receiver.url, ["event.cancelled"])).json;
    const event = await Event.create({
      title: `${RUN} cancelled event`,
      date: new Date(Date.now() + 5 * 86_400_000),
      isApproved: true,
      state: "approved",
    });
    const changed = await api(`/api/admin/event-status/${String(event._id)}`, {
      token: admin.token,
      body: { status: "cancelled" },
    });
    expect(changed.status).toBe(200);

    // Retries come from the background sweep (every 5 s), as after any failure.
    const [delivery] = await eventually(async () => {
      const rows = await deliveries(webhookId);
      return rows[0]?.state === "delivered" ? rows : undefined;
    }, "the third attempt");
    expect(delivery!.event).toBe("event.cancelled");
    expect(delivery!.attempts.map((attempt) => [attempt.status, attempt.error])).toEqual([
      [500, "HTTP 500"],
      [500, "HTTP 500"],
      [200, null],
    ]);
    const times = delivery!.attempts.map((attempt) => new Date(attempt.at).getTime());
    // The configured base delay (WEBHOOK_RETRY_BASE_MS=300 in tests), then five times it.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(300);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1500);

    expect(receiver.hits).toHaveLength(3);
    const [first, ...others] = receiver.hits;
    for (const hit of others) {
      expect(hit.body).toBe(first!.body);
      expect(hit.headers["x-hrpulse-delivery"]).toBe(first!.headers["x-hrpulse-delivery"]);
    }
    expect(verifyWebhookSignature(secret, first!.body, first!.headers["x-hrpulse-signature"] as string)).toBe(
      true,
    );
  }, 60000);

  it("a due delivery left in the database (a server stopped) is sent by the cron call", async () => {
    const receiver = await startReceiver();
    const { id: webhookId } = (await register(receiver.url, ["job.closed"])).json;
    const payload = JSON.stringify({
      event: "job.closed",
      occurredAt: new Date().toISOString(),
      data: { id: RUN },
    });
    const left = await WebhookDelivery.create({
      _id: new Types.ObjectId(),
      webhook: webhookId,
      event: "job.closed",
      payload,
      state: "pending",
      attempts: [{ at: new Date(Date.now() - 60_000), status: 503, error: "HTTP 503", durationMs: 5 }],
      nextAttemptAt: new Date(Date.now() - 1000),
    });

    expect((await api("/api/cron/webhooks", { method: "POST" })).status).toBe(401);
    const wrong = await api("/api/cron/webhooks", {
      method: "POST",
      headers: { Authorization: "Bearer wrong" },
    });
    expect(wrong.status).toBe(401);
    const swept = await runCron<{ attempted: number }>("/api/cron/webhooks", {
      method: "POST",
      headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
    });
    expect(swept.status).toBe(202);
    expect(typeof swept.json.attempted).toBe("number");

    // The cron call or the servers' own sweep, whichever claimed it first, sent it once.
    const [row] = await eventually(async () => {
      const rows = await deliveries(webhookId);
      return rows[0]?.state === "delivered" ? rows : undefined;
    }, "the left delivery");
    expect(row!._id).toBe(String(left._id));
    expect(row!.attempts.map((attempt) => attempt.status)).toEqual([503, 200]);
    expect(receiver.hits).toHaveLength(1);
    expect(receiver.hits[0]!.body).toBe(payload);
    expect(receiver.hits[0]!.headers["x-hrpulse-delivery"]).toBe(String(left._id));
  });
});

describe("private addresses without WEBHOOK_ALLOW_PRIVATE_HOSTS", () => {
  let strict: AppServer;

  beforeAll(async () => {
    strict = await startAppServer({ WEBHOOK_ALLOW_PRIVATE_HOSTS: "false" });
  }, 120000);

  afterAll(async () => {
    await strict?.stop();
  });

  it("are refused at registration", async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    for (const url of [
      receiver.url,
      `http://localhost:${port}/`,
      "http://10.1.2.3/hook",
      "http://[::1]/hook",
    ]) {
      const answer = await registerOn(strict.url, url, ["job.closed"]);
      expect(answer.status, url).toBe(400);
      expect(answer.json).toEqual({ success: false, message: WEBHOOK_PRIVATE_MESSAGE });
    }
    expect(receiver.hits).toHaveLength(0);
  });

  it("and at delivery: a stored webhook to 127.0.0.1 gets nothing, the attempt is logged as refused", async () => {
    const receiver = await startReceiver();
    // Stored as it might have been under another configuration (registration would refuse it here).
    const webhook = await Webhook.create({ url: receiver.url, events: ["job.closed"], secret: "whsec_test" });
    const job = await Job.create({
      title: `${RUN} job`,
      company: "Hooks Co",
      isApproved: true,
      state: "approved",
      validThrough: new Date(Date.now() + 10 * 86_400_000),
    });
    const response = await appFetch(`${strict.url}/api/admin/job-status/${String(job._id)}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${admin.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "filled" }),
    });
    expect(response.status).toBe(200);

    const [row] = await eventually(async () => {
      const rows = await deliveries(String(webhook._id));
      return rows[0] && rows[0].state !== "pending" ? rows : undefined;
    }, "the refused delivery");
    expect(row).toMatchObject({ event: "job.closed", state: "failed" });
    expect(row!.attempts).toEqual([
      { at: expect.any(String), status: 0, error: WEBHOOK_PRIVATE_MESSAGE, durationMs: expect.any(Number) },
    ]);
    expect(receiver.hits).toHaveLength(0);
    await Webhook.deleteOne({ _id: webhook._id });
  });
});
