// The client's address as the socket saw it. Next's route handlers cannot read the socket, so the
// custom server (scripts/serve.ts) removes any copy of this header a client sent and sets it from
// `req.socket.remoteAddress` before Next sees the request, and marks the process as doing so.
export const PEER_ADDRESS_HEADER = "x-hr-peer-address";

const STAMPING_KEY = Symbol.for("hr-pulse.peer-address-stamped");
const flags = globalThis as typeof globalThis & { [STAMPING_KEY]?: boolean };

/** Called once by the custom server: from now on every request carries the peer header. */
export function markPeerAddressStamped(): void {
  flags[STAMPING_KEY] = true;
}

export function peerAddressStamped(): boolean {
  return flags[STAMPING_KEY] === true;
}
