import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LOCAL_CREDENTIAL_KEY_FILE, LOCAL_JWT_SECRET_FILE } from "../../lib/env";
import { supplyLocalSecrets } from "./local-secrets";

describe("supplyLocalSecrets", () => {
  const roots: string[] = [];
  const tempRoot = () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "secrets-"));
    roots.push(root);
    return root;
  };
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

  it("creates a random secret once, readable by its owner only, and keeps it", () => {
    const root = tempRoot();
    const first: Record<string, string | undefined> = {};
    expect(supplyLocalSecrets(first, root)).toEqual([
      "JWT_SECRET is not set: the embedded stack uses its own random secret in .data/dev-jwt-secret (created now).",
      "CREDENTIAL_SIGNING_KEY is not set: the embedded stack signs certificates with its own key in .data/credential-signing-key.pem (created now).",
    ]);
    expect(first.CREDENTIAL_SIGNING_KEY).toContain("-----BEGIN PRIVATE KEY-----");
    expect(statSync(path.join(root, LOCAL_CREDENTIAL_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{96}$/);
    expect(statSync(path.join(root, LOCAL_JWT_SECRET_FILE)).mode & 0o777).toBe(0o600);

    const second: Record<string, string | undefined> = {};
    expect(supplyLocalSecrets(second, root)[0]).toContain("kept from an earlier run");
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(second.CREDENTIAL_SIGNING_KEY).toBe(first.CREDENTIAL_SIGNING_KEY);
  });

  it("leaves a configured secret alone and writes nothing", () => {
    const root = tempRoot();
    const env: Record<string, string | undefined> = {
      JWT_SECRET: "x".repeat(40),
      CREDENTIAL_SIGNING_KEY: "-----BEGIN PRIVATE KEY-----",
    };
    expect(supplyLocalSecrets(env, root)).toEqual([]);
    expect(env.JWT_SECRET).toBe("x".repeat(40));
    expect(() => readFileSync(path.join(root, LOCAL_JWT_SECRET_FILE))).toThrow();
  });
});
