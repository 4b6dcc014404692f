// npm run serve – the production stack on this machine: nginx on PORT (deploy/nginx.conf.template,
// rendered into a temp folder) in front of APP_SERVERS (default 1) `next start` processes on internal
// ports with TRUST_PROXY=true. MONGODB_URI, or the embedded database with EMBEDDED_DB=true.
// SIGTERM/SIGINT stop everything (app servers finish their requests first); SIGHUP restarts the app
// servers one at a time while nginx sends requests to the others (a rolling restart).
// Run `npm run build` first.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseForScript, type ScriptDb } from "./lib/database";
import { freePort } from "./lib/local-db";
import { loadProjectEnv } from "./lib/load-env";
import { startGroup, waitForHttp, type Group } from "./lib/processes";
import { NGINX_MISSING, findNginx, writeProxyConfig } from "./lib/proxy-config";
import { nextStartCommand } from "./lib/server-command";
import { withServerHeapLimit } from "./lib/server-memory";

/** A stopped app server gets this long to finish its requests and background work. */
const APP_STOP_GRACE_MS = 25000;

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

async function database(): Promise<ScriptDb> {
  if (process.env.MONGODB_URI?.trim()) return databaseForScript();
  if (process.env.EMBEDDED_DB !== "true")
    fail(
      "MONGODB_URI is not set: set it to your MongoDB, or EMBEDDED_DB=true to use the embedded local database.",
    );
  const db = await databaseForScript();
  console.log(`Using the embedded local database (FerretDB) at ${db.uri}.`);
  return db;
}

type AppServer = { port: number; group: Group };

async function main() {
  loadProjectEnv(false);
  const nginx = findNginx();
  if (!nginx) fail(NGINX_MISSING);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID")))
    fail(`No production build in ${distDir}: run \`npm run build\` first.`);
  const port = Number(process.env.PORT ?? 3000);
  const count = Number(process.env.APP_SERVERS ?? 1);
  if (!Number.isInteger(count) || count < 1) fail("APP_SERVERS must be a whole number of at least 1.");

  const db = await database();
  const runDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-proxy-"));
  const appEnv = (appPort: number): NodeJS.ProcessEnv => ({
    NEXT_TELEMETRY_DISABLED: "1",
    ...process.env,
    NODE_ENV: "production",
    TRUST_PROXY: "true",
    MONGODB_URI: db.uri,
    PORT: String(appPort),
    NODE_OPTIONS: withServerHeapLimit(process.env.NODE_OPTIONS),
  });
  const startApp = (appPort: number): AppServer => {
    const command = nextStartCommand(appPort, "127.0.0.1");
    return { port: appPort, group: startGroup(command.command, command.args, { env: appEnv(appPort) }) };
  };
  const apps: AppServer[] = [];
  const running: { proxy?: Group } = {};
  let stopping = false;

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await running.proxy?.stop("SIGQUIT");
    await Promise.all(apps.map((app) => app.group.stop("SIGTERM", APP_STOP_GRACE_MS)));
    await db.stop();
    rmSync(runDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(130));
  process.on("SIGTERM", () => void stopAll(143));

  const watch = (app: AppServer) =>
    void app.group.exited.then((code) => {
      if (stopping || restarting.has(app.port)) return;
      console.error(`App server on port ${app.port} exited (${code}); stopping the stack.`);
      void stopAll(1);
    });
  const restarting = new Set<number>();

  const startStack = async () => {
    for (let i = 0; i < count; i++) apps.push(startApp(await freePort()));
    apps.forEach(watch);
    await Promise.all(apps.map((app) => waitForHttp(`http://127.0.0.1:${app.port}/api/health`, 120000)));

    const config = writeProxyConfig({
      listen: String(port),
      limiterPort: await freePort(),
      runDir,
      appPorts: apps.map((app) => app.port),
      rateLimitScale: Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1,
      nextStaticDir: path.resolve(distDir, "static"),
      siteName: process.env.NEXT_PUBLIC_SITE_NAME || "HR Pulse",
      analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
      cache: process.env.PROXY_CACHE !== "off",
      pageReadTimeoutSeconds: Number(process.env.PROXY_PAGE_TIMEOUT_SECONDS) || undefined,
    });
    const proxy = startGroup(nginx, [
      "-p",
      runDir,
      "-c",
      config,
      "-e",
      path.join(runDir, "error.log"),
      "-g",
      "daemon off;",
    ]);
    running.proxy = proxy;
    void proxy.exited.then((code) => {
      if (stopping) return;
      console.error(`nginx exited (${code}); see its log above. Stopping the stack.`);
      void stopAll(1);
    });
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30000);
    console.log(
      `> HR Pulse on http://localhost:${port} (nginx in front of ${count} app server${count === 1 ? "" : "s"} on ports ${apps
        .map((app) => app.port)
        .join(", ")})`,
    );

    // Rolling restart: one app server at a time; nginx retries idempotent requests on the others.
    process.on("SIGHUP", () => {
      void (async () => {
        for (const [index, app] of apps.entries()) {
          restarting.add(app.port);
          await app.group.stop("SIGTERM", APP_STOP_GRACE_MS);
          const fresh = startApp(app.port);
          apps[index] = fresh;
          await waitForHttp(`http://127.0.0.1:${app.port}/api/health`, 120000);
          restarting.delete(app.port);
          watch(fresh);
          console.log(`> App server on port ${app.port} restarted`);
        }
      })().catch((error: unknown) => {
        console.error(`Rolling restart failed: ${String(error)}`);
        void stopAll(1);
      });
    });
  };

  try {
    await startStack();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
