// Next's route handlers cannot see the socket. At start-up (instrumentation.ts) this stamps every
// incoming request with the socket's address in a header of ours, overwriting any value a client
// sent, so rate limits key on the real peer unless TRUST_PROXY says to believe X-Forwarded-For.
import http from "node:http";

export const SOCKET_IP_HEADER = "x-hr-socket-ip";

const globalForStamp = globalThis as typeof globalThis & { socketIpStampInstalled?: boolean };

export function installSocketIpStamp(): void {
  if (globalForStamp.socketIpStampInstalled) return;
  globalForStamp.socketIpStampInstalled = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function stampedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_IP_HEADER] = request.socket?.remoteAddress ?? "unknown";
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
