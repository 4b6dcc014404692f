import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WEBHOOK_PRIVATE_MESSAGE, WebhookRefusedError, postWebhook } from "./webhook-send";

let server: Server | undefined;

async function receiver(handle: (req: IncomingMessage, res: ServerResponse, body: string) => void) {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

describe("postWebhook", () => {
  it("POSTs the raw body with the given headers and returns the status", async () => {
    const seen: Array<{ method?: string; body: string; event?: string | string[] }> = [];
    const url = await receiver((req, res, body) => {
      seen.push({ method: req.method, body, event: req.headers["x-hrpulse-event"] });
      res.statusCode = 204;
      res.end();
    });
    const status = await postWebhook(
      url,
      '{"a":1}',
      { "X-HRPulse-Event": "post.published" },
      {
        allowPrivate: true,
        timeoutMs: 5000,
      },
    );
    expect(status).toBe(204);
    expect(seen).toEqual([{ method: "POST", body: '{"a":1}', event: "post.published" }]);
  });

  it("returns a failing status as it is, without following redirects", async () => {
    const url = await receiver((_req, res) => {
      res.writeHead(302, { Location: "http://127.0.0.1:1/elsewhere" });
      res.end();
    });
    expect(await postWebhook(url, "{}", {}, { allowPrivate: true, timeoutMs: 5000 })).toBe(302);
  });

  it("gives up at the deadline when the receiver never answers", async () => {
    const url = await receiver(() => undefined);
    await expect(postWebhook(url, "{}", {}, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow(
      "No answer within 0.3 s",
    );
  });

  it("refuses loopback and private addresses unless allowed, before connecting", async () => {
    let reached = 0;
    const url = await receiver((_req, res) => {
      reached += 1;
      res.end();
    });
    for (const target of [
      url,
      url.replace("127.0.0.1", "localhost"),
      "http://10.0.0.1/hook",
      "http://[::1]/",
    ]) {
      const attempt = postWebhook(target, "{}", {}, { allowPrivate: false, timeoutMs: 2000 });
      await expect(attempt).rejects.toBeInstanceOf(WebhookRefusedError);
      await expect(attempt).rejects.toThrow(WEBHOOK_PRIVATE_MESSAGE);
    }
    expect(reached).toBe(0);
  });
});
