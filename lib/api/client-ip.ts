// The client's address for per-client limits. Route handlers cannot see the socket, and in
// production the socket is the reverse proxy's anyway (deploy/nginx.conf.template), which sets
// X-Real-IP and appends the address it saw to X-Forwarded-For. So behind a proxy we run
// (TRUST_PROXY=true) the right-most X-Forwarded-For entry is the client: every entry to its left came
// from the client and proves nothing. Without TRUST_PROXY no header is believed and every client
// shares one key (start-up says so: lib/server/start-up.ts).

/** The one key every client shares when the server cannot tell them apart. */
export const UNKNOWN_CLIENT = "unknown";

export function clientAddress(
  forwardedFor: string | null | undefined,
  realIp: string | null | undefined,
  trustProxy: boolean,
): string {
  if (!trustProxy) return UNKNOWN_CLIENT;
  const last = forwardedFor
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last || realIp?.trim() || UNKNOWN_CLIENT;
}

/** The caller's address in a route handler. */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  return clientAddress(headers.get("x-forwarded-for"), headers.get("x-real-ip"), trustProxy);
}
