import { PEER_ADDRESS_HEADER, peerAddressStamped } from "@/lib/server/peer-address";

/** Every client that cannot be told apart shares this key (servers started without scripts/serve.ts). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The caller's address for rate limits: the socket's, set by the custom server. Behind a proxy we
 * control (TRUST_PROXY) the right-most X-Forwarded-For entry, the one that proxy appended: every
 * entry to its left came from the client and proves nothing. Without the custom server (`next dev`)
 * a client could send the peer header itself, so it is believed only when the server stamps it.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  const peer = peerAddressStamped() ? headers.get(PEER_ADDRESS_HEADER) : null;
  if (trustProxy) {
    const forwarded = headers
      .get("x-forwarded-for")
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    return forwarded?.at(-1) ?? peer ?? UNKNOWN_CLIENT;
  }
  return peer ?? UNKNOWN_CLIENT;
}
