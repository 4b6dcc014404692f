// Sends one webhook delivery: a POST of the raw body, no redirects followed, one deadline for the
// whole exchange, and the RSS importer's address guard both before the request (the URL's host as
// resolved by DNS) and on the address actually connected to (no DNS rebinding).
import http from "node:http";
import https from "node:https";
import { FeedUrlError, PRIVATE_HOST_MESSAGE, assertFeedUrlAllowed } from "@/lib/net/address-guard";
import { guardedLookup } from "@/lib/feeds/fetch-feed";

export const WEBHOOK_PRIVATE_MESSAGE =
  "The webhook URL points to a local or private network, which is not allowed";

/** The address may not be reached: retrying will not help. */
export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRefusedError";
  }
}

function refusal(error: unknown): WebhookRefusedError | null {
  if (error instanceof Error && error.message === PRIVATE_HOST_MESSAGE)
    return new WebhookRefusedError(WEBHOOK_PRIVATE_MESSAGE);
  if (error instanceof FeedUrlError)
    return new WebhookRefusedError(error.message.replaceAll("feed", "webhook"));
  return null;
}

/** Checks a webhook URL at registration: http(s), no credentials, a public address unless allowed. */
export async function assertWebhookUrlAllowed(rawUrl: string, allowPrivate: boolean): Promise<URL> {
  try {
    return await assertFeedUrlAllowed(rawUrl, { allowPrivate });
  } catch (error) {
    throw refusal(error) ?? error;
  }
}

/**
 * POSTs `body` and resolves with the HTTP status (any status: the caller decides what succeeded).
 * Rejects with WebhookRefusedError for a refused address, or an Error saying why no answer came.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs: number },
): Promise<number> {
  const url = await assertWebhookUrlAllowed(rawUrl, options.allowPrivate);
  const client = url.protocol === "https:" ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs);
  return new Promise<number>((resolve, reject) => {
    const fail = (error: unknown) => {
      if (signal.aborted) reject(new Error(`No answer within ${options.timeoutMs / 1000} s`));
      else reject(refusal(error) ?? error);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        signal,
        lookup: guardedLookup(options.allowPrivate),
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "HRPulse-Webhooks/1.0",
        },
      },
      (response) => {
        // The answer's body is not used; it is read (and dropped) so the deadline covers it too.
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", fail);
        response.on("aborted", () => fail(new Error("The connection was closed early")));
      },
    );
    request.on("error", fail);
    request.end(body);
  });
}
