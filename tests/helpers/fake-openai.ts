// A local OpenAI-compatible chat-completions endpoint whose behaviour a test switches:
// answer with markdown, fail with a 500, or hang until the client gives up.
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type FakeOpenAiMode = "ok" | "error" | "hang";

export type FakeOpenAi = {
  baseUrl: string;
  setMode: (mode: FakeOpenAiMode) => void;
  setReply: (markdown: string) => void;
  requests: Array<{ path: string; authorization: string | undefined; body: unknown }>;
  close: () => Promise<void>;
};

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let mode: FakeOpenAiMode = "ok";
  let reply = "## A heading\n\nSome **bold** text.";
  const requests: FakeOpenAi["requests"] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        /* recorded as null */
      }
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization, body });
      if (mode === "hang") return;
      if (mode === "error" || req.url !== "/v1/chat/completions") {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: "upstream exploded", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: "fake-model",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: reply } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    setMode: (next) => (mode = next),
    setReply: (markdown) => (reply = markdown),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
