import { PEER_ADDRESS_HEADER, peerAddressStamped } from "@/lib/server/peer-address";

/** Every client that cannot be told apart shares this key (servers started without scripts/serve.ts). */
export const UNKNOWN_CLIENT = "unknown";

/**
 * The caller's address for rate limits: the socket's (`peer`). Behind a proxy we control
 * (TRUST_PROXY) the right-most X-Forwarded-For entry, the one that proxy appended: every entry to
 * its left came from the client and proves nothing.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  peer: string | null | undefined,
  trustProxy: boolean,
): string {
  if (trustProxy) {
    const last = forwardedFor
      ?.split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (last) return last;
  }
  return peer || UNKNOWN_CLIENT;
}

/**
 * The caller's address in a route handler. The custom server sets the peer header from the socket;
 * without it (`next dev`) a client could send that header itself, so it is believed only when this
 * process's server stamps it.
 */
export function clientIp(headers: Headers, trustProxy: boolean): string {
  const peer = peerAddressStamped() ? headers.get(PEER_ADDRESS_HEADER) : null;
  return clientAddress(headers.get("x-forwarded-for"), peer, trustProxy);
}
