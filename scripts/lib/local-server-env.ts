// The environment of a production server a script starts for itself (tests, bench, Lighthouse):
// loopback URL, fresh secret, its own build folder, and nothing from a developer's .env that would
// reach outside the machine (AI, analytics, feeds, mail).
import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { IsolatedBuild } from "./isolated-build";
import { withServerHeapLimit } from "../../deploy/lib/server-memory";

type LocalServer = { port: number; mongoUri: string; build: IsolatedBuild; extra?: Record<string, string> };

export function localServerEnv({ port, mongoUri, build, extra = {} }: LocalServer): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    ...build.env,
    NEXT_TELEMETRY_DISABLED: "1",
    MONGODB_URI: mongoUri,
    JWT_SECRET: randomBytes(32).toString("hex"),
    CREDENTIAL_SIGNING_KEY: generateKeyPairSync("ed25519")
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString(),
    NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    NEXT_PUBLIC_SITE_NAME: "HR Pulse",
    PORT: String(port),
  };
  for (const name of ["OPENAI_API_KEY", "OPENAI_BASE_URL", "NEXT_PUBLIC_GA_ID", "RSS_FEEDS", "SMTP_URL"])
    delete env[name];
  return { ...env, ...extra };
}

/** What `next start` runs with (not `next build`): the heap ceiling `npm start` uses too. */
export function serverStartEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, NODE_OPTIONS: withServerHeapLimit(env.NODE_OPTIONS) };
}

/**
 * What `next build` gets: the build folder, the public values pages show, and nothing else of the
 * server's configuration (no database, no secrets), so the suite proves a build needs neither.
 */
export function buildOnlyEnv(env: NodeJS.ProcessEnv, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const kept = Object.entries(env).filter(
    ([name]) =>
      [
        "PATH",
        "HOME",
        "TMPDIR",
        "NODE_ENV",
        "NEXT_DIST_DIR",
        "NEXT_TSCONFIG_PATH",
        "NEXT_SKIP_BUILD_TYPECHECK",
      ].includes(name) ||
      name.startsWith("NEXT_PUBLIC_") ||
      name === "NEXT_TELEMETRY_DISABLED",
  );
  return { ...(Object.fromEntries(kept) as NodeJS.ProcessEnv), ...extra };
}
