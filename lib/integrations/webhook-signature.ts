// Webhook signatures: `sha256=<hex HMAC-SHA256 of the raw body>` keyed with the webhook's secret,
// and the constant-time check a receiver runs (used by the tests as a receiver would).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "X-HRPulse-Signature";
export const EVENT_HEADER = "X-HRPulse-Event";
export const DELIVERY_HEADER = "X-HRPulse-Delivery";

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

export function verifyWebhookSignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(secret, body));
  const presented = Buffer.from(header.trim());
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}
