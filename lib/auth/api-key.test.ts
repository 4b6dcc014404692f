import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey, looksLikeApiKey } from "./api-key";

describe("API keys", () => {
  it("are random, carry a visible prefix and are stored as their SHA-256", () => {
    const first = generateApiKey();
    const second = generateApiKey();
    expect(first.key).not.toBe(second.key);
    expect(first.key.startsWith(first.prefix)).toBe(true);
    expect(first.prefix).toMatch(/^hrp_.{8}$/);
    expect(first.keyHash).toBe(hashApiKey(first.key));
    expect(first.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first.keyHash).not.toContain(first.key);
  });

  it("tell a key from a staff token", () => {
    expect(looksLikeApiKey(generateApiKey().key)).toBe(true);
    expect(looksLikeApiKey("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig")).toBe(false);
    expect(looksLikeApiKey("hrp_short")).toBe(false);
  });
});
