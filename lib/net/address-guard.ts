// The server-side request forgery guard: which addresses and URLs a feed fetch may reach.
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const blocked = new BlockList();
// IPv4: "this" network, private, carrier-grade NAT, loopback, link-local, IETF protocol
// assignments, benchmarking, multicast, reserved and broadcast.
for (const [prefix, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(prefix, bits, "ipv4");
}
// IPv6: unspecified, loopback, IPv4-mapped/compatible (checked again as IPv4 below), NAT64,
// unique-local, link-local, site-local (deprecated) and multicast.
blocked.addAddress("::", "ipv6");
blocked.addAddress("::1", "ipv6");
blocked.addSubnet("fc00::", 7, "ipv6");
blocked.addSubnet("fe80::", 10, "ipv6");
blocked.addSubnet("fec0::", 10, "ipv6");
blocked.addSubnet("ff00::", 8, "ipv6");

/** The IPv4 address embedded in an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) address. */
function embeddedIpv4(address: string): string | undefined {
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is loopback, private, link-local, unique-local, unspecified or otherwise not public. */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return true;
  const mapped = embeddedIpv4(bare.toLowerCase());
  if (mapped) return blocked.check(mapped, "ipv4");
  return blocked.check(bare, "ipv6");
}

export class FeedUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedUrlError";
  }
}

export const PRIVATE_HOST_MESSAGE =
  "The feed address points to a local or private network, which is not allowed";

/** Parses a feed URL and checks its scheme (http/https only, no embedded credentials). */
export function parseFeedUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new FeedUrlError("The feed address must be a valid http or https link");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new FeedUrlError("The feed address must be a valid http or https link");
  }
  if (url.username || url.password)
    throw new FeedUrlError("The feed address must not contain a user name or password");
  return url;
}

type Resolver = (hostname: string) => Promise<string[]>;

const resolveAll: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a feed URL before it is fetched or stored: http/https only and, unless `allowPrivate`,
 * every address its host resolves to must be public. Returns the parsed URL.
 */
export async function assertFeedUrlAllowed(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<URL> {
  const url = parseFeedUrl(raw);
  if (options.allowPrivate) return url;
  const hostname = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(hostname)) {
    if (isNonPublicAddress(hostname)) throw new FeedUrlError(PRIVATE_HOST_MESSAGE);
    return url;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost"))
    throw new FeedUrlError(PRIVATE_HOST_MESSAGE);
  let addresses: string[];
  try {
    addresses = await (options.resolve ?? resolveAll)(hostname);
  } catch {
    throw new FeedUrlError(`The feed's host ${hostname} could not be found`);
  }
  if (addresses.length === 0) throw new FeedUrlError(`The feed's host ${hostname} could not be found`);
  if (addresses.some(isNonPublicAddress)) throw new FeedUrlError(PRIVATE_HOST_MESSAGE);
  return url;
}
