// Requests this server sends to itself (the hit cache's fills, the render relay): told apart from
// any client's by a header carrying a per-process secret and a number that pairs the two sides.
import { randomBytes } from "node:crypto";
import type http from "node:http";

/** Headers of one connection, not of the content (RFC 9110 §7.6.1): never copied between messages. */
export const HOP_BY_HOP_HEADERS: ReadonlySet<string> = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
]);

export class LoopbackMark {
  private readonly secret = randomBytes(16).toString("hex");
  private issued = 0;

  constructor(readonly header: string) {}

  /** A new mark: its number and the header value that carries it. */
  next(): { number: number; value: string } {
    const number = ++this.issued;
    return { number, value: `${this.secret}:${number}` };
  }

  /** The number of this process's mark on `req`, else undefined (a client cannot forge one). */
  numberOf(req: http.IncomingMessage): number | undefined {
    const value = req.headers[this.header];
    if (typeof value !== "string" || !value.startsWith(`${this.secret}:`)) return undefined;
    return Number(value.slice(this.secret.length + 1));
  }
}
