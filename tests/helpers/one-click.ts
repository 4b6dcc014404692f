// RFC 8058: what a mail client does with a mail's List-Unsubscribe header (a POST of
// `List-Unsubscribe=One-Click` to its URL).
import { appFetch } from "./cache-log";
import type { SunkMail } from "./mail-sink";

/** The URL in the mail's List-Unsubscribe header. */
export const listUnsubscribeUrl = (mail: SunkMail) => mail.header("list-unsubscribe").replace(/^<|>$/g, "");

export function oneClickUnsubscribe(mail: SunkMail): Promise<Response> {
  return appFetch(listUnsubscribeUrl(mail), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}
