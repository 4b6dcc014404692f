// Downloads one feed body from the open web: a hard deadline, a streamed size cap (also after
// decompression), redirects re-checked by the address guard, and the guard applied again to the
// address actually connected to (so DNS rebinding cannot slip past the first check).
import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";
import type { Readable } from "node:stream";
import { PRIVATE_HOST_MESSAGE, assertFeedUrlAllowed, isNonPublicAddress } from "@/lib/net/address-guard";

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 5 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FeedFetchError";
  }
}

export type FetchFeedOptions = {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
};

export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const first = addresses[0];
      if (!first)
        return callback(new FeedFetchError(`The feed's host ${hostname} could not be found`), "", 0);
      if (!allowPrivate && addresses.some((entry) => isNonPublicAddress(entry.address))) {
        return callback(new FeedFetchError(PRIVATE_HOST_MESSAGE), "", 0);
      }
      if (options.all)
        return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function decodedBody(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "")
    .toLowerCase()
    .trim();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(createGunzip());
  if (encoding === "deflate") return response.pipe(createInflate());
  if (encoding === "br") return response.pipe(createBrotliDecompress());
  return response;
}

function charsetOf(contentType: string | undefined): string {
  const match = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? "");
  return match?.[1] ?? "utf-8";
}

function decodeText(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

type Download = { bytes: Buffer; contentType: string | undefined };
type Hop = { redirect: string } | { body: Download };

const FEED_ACCEPT =
  "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";
const IMAGE_ACCEPT = "image/avif, image/webp, image/png, image/jpeg, image/gif;q=0.9, */*;q=0.5";

function requestOnce(
  url: URL,
  options: Required<FetchFeedOptions>,
  accept: string,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal,
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          "user-agent": "HRNewsRssImporter/1.0 (+feed import)",
          accept,
          "accept-encoding": "gzip, deflate, br",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ redirect: new URL(response.headers.location, url).href });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new FeedFetchError(`The feed answered HTTP ${status}`));
          return;
        }
        const declared = Number(response.headers["content-length"] ?? "0");
        if (declared > options.maxBytes) {
          reject(new FeedFetchError(`The feed is larger than ${megabytes(options.maxBytes)}`));
          request.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        const body = decodedBody(response);
        body.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            // Reject first: destroying the socket emits "aborted", which must not win.
            reject(new FeedFetchError(`The feed is larger than ${megabytes(options.maxBytes)}`));
            request.destroy();
            body.destroy();
            return;
          }
          chunks.push(chunk);
        });
        body.on("error", (error) => reject(error));
        response.on("error", (error) => reject(error));
        response.on("aborted", () => reject(new FeedFetchError("The feed's connection was closed early")));
        body.on("end", () =>
          resolve({ body: { bytes: Buffer.concat(chunks), contentType: response.headers["content-type"] } }),
        );
      },
    );
    request.on("error", reject);
  });
}

function describeFailure(error: unknown, signal: AbortSignal, timeoutMs: number): FeedFetchError {
  if (signal.aborted) return new FeedFetchError(`The feed did not answer within ${timeoutMs / 1000} s`);
  if (error instanceof FeedFetchError) return error;
  if (error instanceof Error && error.name === "FeedUrlError") return new FeedFetchError(error.message);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return new FeedFetchError(`Could not fetch the feed (${code})`);
  return new FeedFetchError("Could not fetch the feed");
}

/**
 * The feed's body as text. Throws FeedFetchError (with a message fit for the back-office) when
 * the address is refused, the server fails or is too slow, or the body is over the size cap.
 */
export async function fetchFeedText(rawUrl: string, options: FetchFeedOptions): Promise<string> {
  const { bytes, contentType } = await fetchGuarded(rawUrl, options, FEED_ACCEPT);
  return decodeText(bytes, charsetOf(contentType));
}

/** An item's image, through the same guard, deadline and size cap as its feed. */
export async function fetchImageBytes(rawUrl: string, options: FetchFeedOptions): Promise<Buffer> {
  return (await fetchGuarded(rawUrl, options, IMAGE_ACCEPT)).bytes;
}

async function fetchGuarded(rawUrl: string, options: FetchFeedOptions, accept: string): Promise<Download> {
  const settings: Required<FetchFeedOptions> = {
    allowPrivate: options.allowPrivate,
    timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
    maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
  };
  const controller = new AbortController();
  // One deadline for everything (DNS, redirects, body): the race also covers a DNS lookup that hangs.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new FeedFetchError(`The feed did not answer within ${settings.timeoutMs / 1000} s`));
    }, settings.timeoutMs);
  });
  const download = async (): Promise<Download> => {
    let next = rawUrl;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const url = await assertFeedUrlAllowed(next, { allowPrivate: settings.allowPrivate });
      const result = await requestOnce(url, settings, accept, controller.signal);
      if ("body" in result) return result.body;
      next = result.redirect;
    }
    throw new FeedFetchError(`The feed redirected more than ${MAX_REDIRECTS} times`);
  };
  try {
    return await Promise.race([download(), deadline]);
  } catch (error) {
    throw describeFailure(error, controller.signal, settings.timeoutMs);
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
