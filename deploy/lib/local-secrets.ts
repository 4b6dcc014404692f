// Secrets for the embedded stack (`EMBEDDED_DB=true npm run serve`) when none is configured: a random
// value created once and kept under .data/ (mode 0600), so sessions survive a restart. A production
// stack on MONGODB_URI gets none of this: the app servers refuse to start without real secrets.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The secrets the app servers need in production (lib/env.ts refuses to start without them). */
export const REQUIRED_SECRETS = ["JWT_SECRET"] as const;

type SecretName = (typeof REQUIRED_SECRETS)[number];

/** The file that keeps a generated secret (lib/env.ts reads the same file in development). */
export function localSecretFile(name: SecretName, root = process.cwd()): string {
  const files: Record<SecretName, string> = { JWT_SECRET: "dev-jwt-secret" };
  return path.join(root, ".data", files[name]);
}

/**
 * Fills every required secret that `env` lacks from its file under .data/, creating the file first
 * when there is none; returns one line per secret it supplied, saying where it came from.
 */
export function supplyLocalSecrets(env: Record<string, string | undefined>, root = process.cwd()): string[] {
  const lines: string[] = [];
  for (const name of REQUIRED_SECRETS) {
    if (env[name]?.trim()) continue;
    const file = localSecretFile(name, root);
    const created = !existsSync(file);
    if (created) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, randomBytes(48).toString("hex"), { mode: 0o600 });
    }
    chmodSync(file, 0o600);
    env[name] = readFileSync(file, "utf8").trim();
    const relative = path.relative(root, file);
    lines.push(
      `${name} is not set: the embedded stack uses its own random secret in ${relative} (${created ? "created now" : "kept from an earlier run"}).`,
    );
  }
  return lines;
}
