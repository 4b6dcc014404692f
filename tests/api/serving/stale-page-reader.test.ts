// No cached reader waits for a render (issue 42): the reader whose request finds a stale page in the
// proxy gets that copy at once and is told to close the connection, so their next request does not
// wait behind the background update that nginx ties to it. Shown with the only app server frozen
// (SIGSTOP): the update cannot finish, yet the reader's next request is answered.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_S_MAXAGE } from "@/lib/cache/http-cache";
import { startStack, type AppServer } from "../../helpers/app-server";
import { appServers } from "../../helpers/stack-processes";

let stack: AppServer;
let frozen: number | undefined;
// One keep-alive connection at a time, as a browser tab's HTTP/1.1 requests to one origin would reuse.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; cache: string; connection: string; socket: unknown };

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${stack.url}${path}`, { agent, timeout: 20_000 }, (response) => {
      const socket = response.socket;
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers["x-cache-status"] ?? ""),
          connection: String(response.headers.connection ?? ""),
          socket,
        }),
      );
    });
    request.on("timeout", () => request.destroy(new Error(`${path} was not answered within 20 s`)));
    request.on("error", reject);
  });
}

beforeAll(async () => {
  // Without the fix the reader's next request would wait for this long (the render never ends).
  stack = await startStack({ PROXY_PAGE_TIMEOUT_SECONDS: "60" });
}, 180_000);

afterAll(async () => {
  if (frozen) process.kill(frozen, "SIGCONT");
  agent.destroy();
  await stack?.stop();
});

describe("a reader who finds a stale page", () => {
  it("gets it at once, and their next request is answered while the page is still being rendered", async () => {
    expect((await get("/about")).status).toBe(200);
    expect((await get("/about")).cache).toBe("HIT");
    // nginx keeps whole seconds: an entry stored at second t turns stale once its clock passes
    // t + max-age, which can be almost a second after max-age has run out.
    await new Promise((resolve) => setTimeout(resolve, PUBLIC_PAGE_S_MAXAGE * 1000 + 1_500));

    const [pid] = [...appServers(stack).values()];
    expect(pid).toBeDefined();
    frozen = pid!;
    process.kill(frozen, "SIGSTOP");

    const trigger = await get("/about");
    // The update is still waiting on the frozen server; the reader's next request is answered.
    const next = await get("/about");
    expect(trigger).toMatchObject({ status: 200, cache: "STALE" });
    expect(next).toMatchObject({ status: 200, cache: "UPDATING" });
    // ...because the first answer told the client to close, so the next one went on a new connection.
    expect(trigger.connection).toMatch(/\bclose\b/);
    expect(next.connection).not.toMatch(/\bclose\b/);
    expect(next.socket).not.toBe(trigger.socket);

    process.kill(frozen, "SIGCONT");
    frozen = undefined;
  }, 60_000);
});
