// The JWT secret of the embedded stack (`EMBEDDED_DB=true npm run serve`) when none is configured:
// the per-install random one that development uses too (lib/env.ts), so sessions survive a restart.
// A production stack on MONGODB_URI gets none of this: its app servers refuse to start without one.
import { LOCAL_JWT_SECRET_FILE, localJwtSecret } from "../../lib/env";

/** Fills a missing JWT_SECRET in `env`; returns the one line that says so (none when it was set). */
export function supplyLocalSecrets(env: Record<string, string | undefined>, root = process.cwd()): string[] {
  if (env.JWT_SECRET?.trim()) return [];
  const { secret, created } = localJwtSecret(root);
  env.JWT_SECRET = secret;
  return [
    `JWT_SECRET is not set: the embedded stack uses its own random secret in ${LOCAL_JWT_SECRET_FILE} (${created ? "created now" : "kept from an earlier run"}).`,
  ];
}
