// The JWT secret of the embedded stack (`EMBEDDED_DB=true npm run serve`) when none is configured:
// the per-install random one that development uses too (lib/env.ts), so sessions survive a restart.
// A production stack on MONGODB_URI gets none of this: its app servers refuse to start without one.
import {
  LOCAL_CREDENTIAL_KEY_FILE,
  LOCAL_JWT_SECRET_FILE,
  localCredentialKey,
  localJwtSecret,
} from "../../lib/env";

/**
 * Fills a missing JWT_SECRET and CREDENTIAL_SIGNING_KEY (issue 44) in `env`; returns a line for each
 * it filled (none when both were set).
 */
export function supplyLocalSecrets(env: Record<string, string | undefined>, root = process.cwd()): string[] {
  const lines: string[] = [];
  if (!env.JWT_SECRET?.trim()) {
    const { secret, created } = localJwtSecret(root);
    env.JWT_SECRET = secret;
    lines.push(
      `JWT_SECRET is not set: the embedded stack uses its own random secret in ${LOCAL_JWT_SECRET_FILE} (${created ? "created now" : "kept from an earlier run"}).`,
    );
  }
  if (!env.CREDENTIAL_SIGNING_KEY?.trim()) {
    const { pem, created } = localCredentialKey(root);
    env.CREDENTIAL_SIGNING_KEY = pem;
    lines.push(
      `CREDENTIAL_SIGNING_KEY is not set: the embedded stack signs certificates with its own key in ${LOCAL_CREDENTIAL_KEY_FILE} (${created ? "created now" : "kept from an earlier run"}).`,
    );
  }
  return lines;
}
