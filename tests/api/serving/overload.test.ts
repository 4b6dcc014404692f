// Bounded work per server, on a stack (nginx in front) whose app server has a tiny work gate (one
// slot, one queued request, a short wait): while a slow request holds the slot, requests that need
// the database are answered 503 with Retry-After (JSON for the API; for pages the proxy's static
// page), cached pages and cached API reads still answer, and the server takes work again once the
// slot is free.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStack, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { startFakeOpenAi, type FakeOpenAi } from "../../helpers/fake-openai";
import { appFetch } from "../../helpers/cache-log";
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from "@/lib/http/unavailable-page";

connectAroundFile();

const RETRY_AFTER = "7";
let fake: FakeOpenAi;
let server: AppServer;
let staff: TestUser;
let slowRequest: Promise<Response> | undefined;

const get = (path: string, init: RequestInit = {}) =>
  appFetch(`${server.url}${path}`, { ...init, signal: AbortSignal.timeout(20000) });

beforeAll(async () => {
  staff = await createStaffUser("profile");
  fake = await startFakeOpenAi();
  server = await startStack({
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: "fake-model",
    OPENAI_TIMEOUT_MS: "60000",
    WORK_CONCURRENCY: "1",
    WORK_QUEUE: "1",
    WORK_QUEUE_WAIT_MS: "300",
    WORK_RETRY_AFTER_SECONDS: RETRY_AFTER,
  });
}, 180000);

afterAll(async () => {
  await fake?.close();
  await slowRequest?.catch(() => undefined);
  await server?.stop();
});

/** Starts an AI draft the fake endpoint never answers: it holds the server's only work slot. */
async function holdTheSlot(): Promise<void> {
  fake.setMode("hang");
  const before = fake.requests.length;
  slowRequest = appFetch(`${server.url}/api/blog/generate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${staff.token}` },
    body: JSON.stringify({ prompt: "A slow draft" }),
    signal: AbortSignal.timeout(60000),
  });
  // The slot is taken once the request reached the (hanging) endpoint.
  for (let waited = 0; fake.requests.length === before; waited += 50) {
    if (waited > 20000) throw new Error("The AI request never reached the fake endpoint");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("an over-full server", () => {
  beforeAll(async () => {
    // Cached before the load: a page and an API listing.
    for (let i = 0; i < 2; i++) {
      expect((await get("/about")).status).toBe(200);
      expect((await get("/api/job/all")).status).toBe(200);
    }
    await holdTheSlot();
  }, 60000);

  it("answers API requests that need the database with JSON 503 and Retry-After", async () => {
    const responses = await Promise.all([
      get("/api/blog/all?search=busy"),
      get("/api/blog/all?search=busier"),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe(RETRY_AFTER);
      expect(await response.json()).toEqual({
        success: false,
        message: "The site is very busy right now, please try again in a few seconds",
      });
    }
  });

  it("answers a page that needs the database with the proxy's static 503 page and Retry-After", async () => {
    // Never rendered, so its data read misses the cache and needs a slot (a search page would be
    // answered from the in-process index without the database).
    const response = await get("/blog/0123456789abcdef01234567");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe(String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("We'll be right back");
  });

  it("still serves cached pages and cached API reads", async () => {
    const page = await get("/about");
    expect(page.status).toBe(200);
    expect(page.headers.get("x-cache-status")).toMatch(/^(HIT|STALE|UPDATING)$/);
    const jobs = await get("/api/job/all");
    expect(jobs.status).toBe(200);
    expect(await jobs.json()).toMatchObject({ success: true });
  });

  it("takes work again once the slot is free", async () => {
    fake.setMode("error");
    await fake.close(); // the hanging request fails, and frees the slot
    await slowRequest?.catch(() => undefined);
    const response = await get("/api/blog/all?search=calm");
    expect(response.status).toBe(200);
    expect((await get("/blog/0123456789abcdef01234568")).status).toBe(404);
  });
});
