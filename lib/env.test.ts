import { generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

const base = {
  NODE_ENV: "test",
  MONGODB_URI: "mongodb://127.0.0.1:27017/hr",
  JWT_SECRET: "x".repeat(40),
  CREDENTIAL_SIGNING_KEY: generateKeyPairSync("ed25519")
    .privateKey.export({ type: "pkcs8", format: "pem" })
    .toString(),
} as const;

describe("parseEnv", () => {
  it("accepts a complete configuration and applies defaults", () => {
    const env = parseEnv({ ...base });
    expect(env.PORT).toBe(3000);
    expect(env.SESSION_TTL_SECONDS).toBe(10800);
    expect(env.RATE_LIMIT_SCALE).toBe(1);
    expect(env.ALLOW_REGISTRATION).toBe(false);
  });

  it.each([
    ["missing", undefined],
    ["not a mongodb URI", "postgres://localhost/db"],
    ["without a host", "mongodb://"],
  ])("names MONGODB_URI when it is %s", (_, value) => {
    expect(() => parseEnv({ ...base, MONGODB_URI: value })).toThrow(/MONGODB_URI/);
  });

  it("refuses production without CREDENTIAL_SIGNING_KEY, and a key that is not Ed25519 anywhere", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", CREDENTIAL_SIGNING_KEY: undefined })).toThrow(
      /CREDENTIAL_SIGNING_KEY.*required in production/,
    );
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({
      type: "pkcs8",
      format: "pem",
    });
    expect(() => parseEnv({ ...base, CREDENTIAL_SIGNING_KEY: rsa.toString() })).toThrow(
      /CREDENTIAL_SIGNING_KEY/,
    );
    expect(() => parseEnv({ ...base, CREDENTIAL_SIGNING_KEY: "not a key" })).toThrow(
      /CREDENTIAL_SIGNING_KEY/,
    );
  });

  it("reads a signing key written on one line with \\n", () => {
    const oneLine = base.CREDENTIAL_SIGNING_KEY.trim().replace(/\n/g, "\\n");
    expect(
      parseEnv({ ...base, NODE_ENV: "production", CREDENTIAL_SIGNING_KEY: oneLine }).CREDENTIAL_SIGNING_KEY,
    ).toBe(base.CREDENTIAL_SIGNING_KEY.trim());
  });

  it("refuses production without JWT_SECRET", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
  });

  it("refuses a short JWT_SECRET in production", () => {
    expect(() => parseEnv({ ...base, NODE_ENV: "production", JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  it("names every malformed variable in one line", () => {
    let message = "";
    try {
      parseEnv({ ...base, PORT: "not-a-port", OPENAI_BASE_URL: "ftp://x" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/OPENAI_BASE_URL/);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("reads boolean flags", () => {
    expect(parseEnv({ ...base, ALLOW_REGISTRATION: "true", TRUST_PROXY: "1" })).toMatchObject({
      ALLOW_REGISTRATION: true,
      TRUST_PROXY: true,
    });
  });

  it("reads the mail settings and names a bad one", () => {
    const env = parseEnv({
      ...base,
      SMTP_URL: "smtp://user:pass@127.0.0.1:2525",
      MAIL_FROM: "HR Pulse <news@example.org>",
    });
    expect(env.SMTP_URL).toBe("smtp://user:pass@127.0.0.1:2525");
    expect(env.MAIL_RATE_PER_SECOND).toBe(10);
    expect(parseEnv({ ...base }).SMTP_URL).toBeUndefined();
    expect(() => parseEnv({ ...base, SMTP_URL: "http://mail.example.org" })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ...base, MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM/);
    expect(() => parseEnv({ ...base, MAIL_RATE_PER_SECOND: "0" })).toThrow(/MAIL_RATE_PER_SECOND/);
  });
});
