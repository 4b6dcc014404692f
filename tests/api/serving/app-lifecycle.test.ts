// An app server's life: production refuses to start without its database, and SIGTERM lets the
// requests in flight finish (Next's own server stops accepting, waits for them and for the work
// scheduled with `after()`) before the process exits.
import { spawn } from "node:child_process";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/local-db";
import { serverStartEnv } from "../../../scripts/lib/local-server-env";
import { nextStartCommand } from "../../../deploy/lib/server-command";
import { startAppServer, type AppServer } from "../../helpers/app-server";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { startFakeOpenAi, type FakeOpenAi } from "../../helpers/fake-openai";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

describe("a production start without MONGODB_URI", () => {
  it("exits non-zero with one line naming MONGODB_URI", async () => {
    const port = await freePort();
    const command = nextStartCommand(port, "127.0.0.1");
    const env = serverStartEnv({ ...process.env, NODE_ENV: "production", PORT: String(port) });
    delete env.MONGODB_URI;
    const child = spawn(command.command, command.args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    // Bounded so a server that wrongly starts fails the test instead of hanging it.
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        resolve(null);
      }, 60000);
      child.once("exit", (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code, output).not.toBeNull();
    expect(code).not.toBe(0);
    const lines = output.split("\n").filter((line) => line.includes("MONGODB_URI"));
    expect(lines, output).toHaveLength(1);
  }, 90000);
});

/** A health request on a connection of its own (a kept-alive one is still served while in use). */
function healthOnNewConnection(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe("SIGTERM with a request in flight", () => {
  let fake: FakeOpenAi;
  let server: AppServer;
  let staff: TestUser;

  beforeAll(async () => {
    staff = await createStaffUser("profile");
    fake = await startFakeOpenAi();
    server = await startAppServer({
      OPENAI_API_KEY: "sk-test-key",
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_MODEL: "fake-model",
      OPENAI_TIMEOUT_MS: "60000",
    });
  }, 120000);

  afterAll(async () => {
    await fake?.close();
    await server?.stop();
  });

  it("answers the request, refuses new connections, then exits", async () => {
    fake.setMode("hang");
    const before = fake.requests.length;
    const inFlight = appFetch(`${server.url}/api/blog/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ prompt: "A draft during shutdown" }),
      signal: AbortSignal.timeout(60000),
    });
    while (fake.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 50));

    const exited = server.group.exited;
    process.kill(-server.group.child.pid!, "SIGTERM");
    // The listener closes first: a new connection cannot get in.
    let answer: number | string = 0;
    for (let attempt = 0; attempt < 50 && answer !== "ECONNREFUSED"; attempt++) {
      answer = await healthOnNewConnection(server.url);
      if (answer !== "ECONNREFUSED") await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(answer).toBe("ECONNREFUSED");

    // The upstream now fails; the request in flight still gets its whole answer.
    await fake.close();
    const response = await inFlight;
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false });
    expect(await exited).not.toBe(0);
  }, 90000);
});
