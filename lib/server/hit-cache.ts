// The custom server's hit cache: the bytes of pages Next answers from its page cache, kept with
// their gzip and Brotli forms, so a cache hit is a lookup and a socket write instead of a trip
// through Next's request pipeline and a compression of the page on every request.
// - Filled after Next answered a page from its page cache: the server asks itself for that page
//   once (a loopback GET carrying this process's secret, which Next answers as any request) and
//   learns, from the page cache (lib/cache/memory-cache-handler.cjs, withPageReads), which entry
//   Next answered it from.
// - Exact: every lookup asks the page cache whether that entry is still the one Next would serve
//   (freshPageStamp); a tag expired on this server or through the shared log, or a revalidate time
//   that passed, sends the request to Next again, which renders afresh, and a later hit refills.
// - Only plain page loads: GET/HEAD without a query string and without the headers of Next's
//   client navigations (RSC payloads vary by them); anything else goes to Next.
import http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { HOP_BY_HOP_HEADERS, LoopbackMark } from "./loopback-mark";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bytes kept in all (plain and compressed forms), least recently used dropped first. */
export const HIT_CACHE_MAX_BYTES = 16 * 1024 * 1024;
/** The response header that tells a hit from this cache (tests and the bench read it). */
export const HIT_CACHE_HEADER = "x-hit-cache";
const FILL_TIMEOUT_MS = 10_000;
const READS_TIMEOUT_MS = 2_000;
/** Brotli level 5: about gzip's speed, smaller output; each page version is compressed once. */
const BROTLI_QUALITY = 5;

/** Headers of Next's answer not to replay besides the hop-by-hop ones: per response, or set by serve.ts. */
const NOT_KEPT = new Set(["date", "content-length", "content-encoding", "x-request-id"]);

type Entry = {
  /** Next's page-cache key and the stamp of the entry these bytes came from. */
  key: string;
  stamp: number;
  headers: Array<[string, string | string[]]>;
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
  bytes: number;
};

/** The page cache's side (lib/cache/memory-cache-handler.cjs). */
export type PageRead = { key: string; stamp: number };
export type PageCache = {
  freshPageStamp: (key: string) => Promise<number | undefined>;
  withPageReads: (work: () => Promise<void>) => Promise<PageRead[]>;
};

/** The encoding to send for an Accept-Encoding header: Brotli, then gzip, else none. */
export function preferredEncoding(accept: string | string[] | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(accept) ? accept.join(",") : (accept ?? "")).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/** The path a request may be answered for from this cache, or undefined. */
function cachablePath(req: http.IncomingMessage): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "";
  if (!url.startsWith("/") || url.includes("?") || url.startsWith("/profile")) return undefined;
  for (const name of Object.keys(req.headers))
    if (name === "rsc" || name === "next-url" || name.startsWith("next-router-")) return undefined;
  return url;
}

function withAcceptEncodingVary(headers: http.IncomingHttpHeaders): Array<[string, string | string[]]> {
  const kept: Array<[string, string | string[]]> = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP_HEADERS.has(name) || NOT_KEPT.has(name) || name === "vary")
      continue;
    kept.push([name, value]);
  }
  const vary = String(headers.vary ?? "");
  kept.push([
    "vary",
    /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : "Accept-Encoding",
  ]);
  return kept;
}

/** GET `path` from this server with the fill mark: Next's own (uncompressed) answer. */
function fetchOwnPage(
  origin: string,
  path: string,
  mark: Record<string, string>,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer } | undefined> {
  return new Promise((resolve) => {
    const request = http.get(
      `${origin}${path}`,
      { headers: { ...mark, "accept-encoding": "identity" }, timeout: FILL_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve(
            response.statusCode === 200
              ? { headers: response.headers, body: Buffer.concat(chunks) }
              : undefined,
          ),
        );
        response.on("error", () => resolve(undefined));
      },
    );
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(undefined));
  });
}

export class HitCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly filling = new Set<string>();
  private readonly fillMark = new LoopbackMark("x-hit-cache-fill");
  /** Fill requests in flight: what the page cache reported for each, once Next has answered it. */
  private readonly fillReads = new Map<number, (reads: PageRead[]) => void>();

  constructor(
    private readonly origin: string,
    private readonly pageCache: PageCache,
    private readonly maxBytes = HIT_CACHE_MAX_BYTES,
  ) {}

  /** The fill number of this cache's own fill request (it must reach Next), else undefined. */
  private fillNumber(req: http.IncomingMessage): number | undefined {
    return this.fillMark.numberOf(req);
  }

  /**
   * Lets Next answer `req` (`answer`); for a fill request, records which page-cache entry it read.
   * Every page request the hit cache did not answer goes through here.
   */
  async answer(req: http.IncomingMessage, answer: () => Promise<void>): Promise<void> {
    const fill = this.fillNumber(req);
    if (fill === undefined) return answer();
    const reads = await this.pageCache.withPageReads(answer);
    this.fillReads.get(fill)?.(reads);
  }

  /** The path of `req` when the cache holds a copy for it (fresh or not), else undefined. */
  heldPath(req: http.IncomingMessage): string | undefined {
    const path = cachablePath(req);
    return path !== undefined && this.entries.has(path) && this.fillNumber(req) === undefined
      ? path
      : undefined;
  }

  /** Answers `req` (its heldPath) from the cache when the copy is fresh; false when Next must answer. */
  async serve(path: string, req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const entry = this.entries.get(path);
    if (!entry) return false;
    if ((await this.pageCache.freshPageStamp(entry.key)) !== entry.stamp) {
      this.drop(path);
      return false;
    }
    this.entries.delete(path); // most recently used last
    this.entries.set(path, entry);
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.plain;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    if (encoding) res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", body.length);
    res.setHeader(HIT_CACHE_HEADER, "HIT");
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** After Next answered `req` from its page cache: keep that page here, in the background. */
  noteNextHit(req: http.IncomingMessage, status: number, nextCache: unknown): void {
    const path = cachablePath(req);
    if (!path || status !== 200 || nextCache !== "HIT" || this.fillNumber(req) !== undefined) return;
    if (this.entries.has(path) || this.filling.has(path)) return;
    this.filling.add(path);
    void this.fill(path)
      .catch(() => undefined) // a page that cannot be kept is simply answered by Next
      .finally(() => this.filling.delete(path));
  }

  private async fill(path: string): Promise<void> {
    const { number: fill, value } = this.fillMark.next();
    let timer: NodeJS.Timeout | undefined;
    const reads = new Promise<PageRead[]>((resolve) => {
      this.fillReads.set(fill, resolve);
      timer = setTimeout(() => resolve([]), FILL_TIMEOUT_MS + READS_TIMEOUT_MS);
    });
    try {
      const page = await fetchOwnPage(this.origin, path, { [this.fillMark.header]: value });
      if (!page || page.headers["x-nextjs-cache"] !== "HIT" || page.headers["set-cookie"]) return;
      // Exactly one page entry answered it, and it is still the one Next would serve.
      const [read, ...others] = await reads;
      if (!read || others.length > 0) return;
      const [gzipped, brotlied] = await Promise.all([
        gzip(page.body),
        brotli(page.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      ]);
      if ((await this.pageCache.freshPageStamp(read.key)) !== read.stamp) return;
      this.keep(path, {
        key: read.key,
        stamp: read.stamp,
        headers: withAcceptEncodingVary(page.headers),
        plain: page.body,
        gzip: gzipped,
        br: brotlied,
        bytes: page.body.length + gzipped.length + brotlied.length,
      });
    } finally {
      clearTimeout(timer);
      this.fillReads.delete(fill);
    }
  }

  private keep(path: string, entry: Entry): void {
    if (entry.bytes > this.maxBytes) return;
    this.drop(path);
    this.entries.set(path, entry);
    this.bytes += entry.bytes;
    for (const [oldest, held] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= held.bytes;
    }
  }

  private drop(path: string): void {
    const entry = this.entries.get(path);
    if (!entry) return;
    this.entries.delete(path);
    this.bytes -= entry.bytes;
  }
}
