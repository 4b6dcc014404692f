// POST /api/blog/generate on the main server (no OpenAI key) and on a second server pointed at
// a local fake OpenAI-compatible endpoint (success, upstream 500, timeout).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "@/models/User";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { startFakeOpenAi, type FakeOpenAi } from "../../helpers/fake-openai";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const TIMEOUT_MS = 1500;
let staff: TestUser;

beforeAll(async () => {
  staff = await createStaffUser("profile");
});

afterAll(async () => {
  await User.deleteOne({ _id: staff.id });
});

describe("without an OpenAI key", () => {
  it("503 AI generation is not configured", async () => {
    const response = await api("/api/blog/generate", {
      body: { prompt: "Remote work trends" },
      token: staff.token,
    });
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ success: false, message: "AI generation is not configured" });
  });

  it.each([
    [{}, "Please enter a title"],
    [{ prompt: "" }, "Please enter a title"],
    [{ prompt: "   " }, "Please enter a title"],
    [{ prompt: 42 }, "Please enter a title"],
    [{ prompt: "x".repeat(501) }, "The title must be at most 500 characters"],
  ])("400 for %j", async (body, message) => {
    const response = await api("/api/blog/generate", { body, token: staff.token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });
});

describe("with an OpenAI-compatible endpoint", () => {
  let fake: FakeOpenAi;
  let server: AppServer;

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startAppServer({
      OPENAI_API_KEY: "sk-test-key",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: "fake-model",
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
    });
  }, 120000);

  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });

  async function generate(prompt: string) {
    const started = Date.now();
    const response = await appFetch(`${server.url}/api/blog/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ prompt }),
      signal: AbortSignal.timeout(20000),
    });
    const json = (await response.json()) as { success: boolean; message: string; html?: string };
    return { status: response.status, json, elapsed: Date.now() - started };
  }

  it("answers the markdown in message and sanitized HTML in html", async () => {
    fake.setMode("ok");
    fake.setReply(
      "## Why it matters\n\nHiring is **changing**.\n\n- one\n- two\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) [good](https://example.com)",
    );
    const { status, json } = await generate("The future of hiring");
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.message).toContain("## Why it matters");
    expect(json.html).toContain("<h2>Why it matters</h2>");
    expect(json.html).toContain("<strong>changing</strong>");
    expect(json.html).toContain("<li>one</li>");
    expect(json.html).toContain('href="https://example.com"');
    expect(json.html).not.toMatch(/<script|javascript:/i);

    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.authorization).toBe("Bearer sk-test-key");
    const body = request.body as { model: string; messages: Array<{ role: string; content: string }> };
    expect(body.model).toBe("fake-model");
    expect(body.messages.at(-1)).toEqual({ role: "user", content: "The future of hiring" });
  });

  it("turns an upstream 500 into a clear 502 without retrying", async () => {
    fake.setMode("error");
    const before = fake.requests.length;
    const { status, json } = await generate("Payroll in 2030");
    expect(status).toBe(502);
    expect(json).toEqual({ success: false, message: "AI generation failed, please try again later" });
    expect(fake.requests.length - before).toBe(1);
  });

  it("gives up after the timeout instead of hanging", async () => {
    fake.setMode("hang");
    const { status, json, elapsed } = await generate("Benefits that matter");
    expect(status).toBe(504);
    expect(json).toEqual({ success: false, message: "AI generation took too long, please try again" });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 100);
  });

  it("still requires a staff token", async () => {
    const response = await appFetch(`${server.url}/api/blog/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ prompt: "x" }),
    });
    expect(response.status).toBe(401);
  });
});
