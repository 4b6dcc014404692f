import { SOCKET_IP_HEADER } from "@/lib/server/socket-ip";

/**
 * The caller's address for rate limits: the socket's (stamped at start-up), or the first
 * X-Forwarded-For entry only when TRUST_PROXY is on (behind a proxy we control).
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  const forwarded = headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (trustProxy && forwarded?.[0]) return forwarded[0];
  // Next itself fills X-Forwarded-For from the socket when a client sent none; the stamp is authoritative.
  return headers.get(SOCKET_IP_HEADER) ?? forwarded?.at(-1) ?? "unknown";
}
