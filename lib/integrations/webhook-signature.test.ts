import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateWebhookSecret, signWebhookBody, verifyWebhookSignature } from "./webhook-signature";

describe("webhook signatures", () => {
  it("are the hex HMAC-SHA256 of the raw body with the secret", () => {
    const secret = generateWebhookSecret();
    const body = '{"event":"post.published","data":{"id":"1"}}';
    const expected = createHmac("sha256", secret).update(body).digest("hex");
    expect(signWebhookBody(secret, body)).toBe(`sha256=${expected}`);
    expect(verifyWebhookSignature(secret, body, `sha256=${expected}`)).toBe(true);
  });

  it("fail for another body, another secret or no header", () => {
    const secret = generateWebhookSecret();
    const signature = signWebhookBody(secret, "{}");
    expect(verifyWebhookSignature(secret, "{ }", signature)).toBe(false);
    expect(verifyWebhookSignature(generateWebhookSecret(), "{}", signature)).toBe(false);
    expect(verifyWebhookSignature(secret, "{}", null)).toBe(false);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});
