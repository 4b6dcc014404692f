// npm run serve – the production stack on this machine: the front nginx on PORT
// (deploy/nginx.conf.template) and the balancer nginx behind it (deploy/balancer.conf.template), both
// rendered into a temp folder, in front of APP_SERVERS (default 1) `next start` processes on internal
// ports with TRUST_PROXY=true. MONGODB_URI, or the embedded database with EMBEDDED_DB=true. Several
// app servers share one Redis (their cache and change notices): REDIS_URL, or else Debian's
// redis-server started on loopback for the stack (deploy/lib/local-redis.ts).
// SIGTERM/SIGINT stop everything (app servers finish their requests first), also in the middle of a
// restart. An app server that exits on its own once the stack is up (a crash, a SIGTERM or SIGKILL
// from outside) is taken out of the balancer and started again; one child's death never stops the
// stack. SIGHUP restarts the app servers one at a time (a rolling restart): each is first marked
// `down` in the balancer and the balancer reloaded, so new requests go to the others while its old
// workers finish the requests they hold; only then is it stopped, started again, checked on
// /api/health/ready and put back. The front is never reloaded: no client connection is closed by a
// restart. Run `npm run build` first.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { databaseForScript, type ScriptDb } from "../scripts/lib/database";
import { freePort } from "../scripts/lib/local-db";
import { loadProjectEnv } from "./lib/load-env";
import { REDIS_MISSING, findRedisServer, startLocalRedis, type LocalRedis } from "./lib/local-redis";
import { supplyLocalSecrets } from "./lib/local-secrets";
import { startGroup, waitForHttp, type Group } from "./lib/processes";
import {
  NGINX_MISSING,
  findNginx,
  rewriteBalancerConfig,
  writeProxyConfig,
  type ProxyConfigOptions,
} from "./lib/proxy-config";
import { nextStartCommand } from "./lib/server-command";
import { withServerHeapLimit } from "./lib/server-memory";
import { migrateDatabase } from "./lib/migrate";

/** After a SIGTERM from outside, an app server keeps serving this long while it is taken out. */
const APP_DRAIN_MS = 3000;
/** How often the launcher asks each app server whether it is stopping. */
const DRAIN_POLL_MS = 300;
/** A stopped app server gets this long to finish its requests and background work. */
const APP_STOP_GRACE_MS = 25000;
/** The longest a started app server may take to be ready for traffic. */
const APP_READY_MS = 300000;
/** How long a reload may take to drain: nginx's old workers finish their requests (API reads wait up to 60 s). */
const PROXY_DRAIN_MS = 65000;

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
  for (const line of supplyLocalSecrets(process.env)) console.log(line);
  return db;
}

/**
 * A started app server gets traffic once it is ready (/api/health/ready: the database answers; its
 * search index builds in the background, the listings read the database meanwhile).
 */
const waitUntilReady = (appPort: number) =>
  waitForHttp(`http://127.0.0.1:${appPort}/api/health/ready`, APP_READY_MS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The processes nginx's master runs now (workers, cache manager and loader). */
function childPids(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0);
  } catch {
    return []; // ps exits 1 when there is none
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

class Stopping extends Error {}

type AppServer = { port: number; group: Group };

async function main() {
  // A SIGHUP before the stack is up is kept and the restart runs once it is (Node's default would
  // end this process and leave the children running): every handler is in place before any child.
  let hangupWaiting = false;
  let onHangup = () => {
    hangupWaiting = true;
    console.log("> SIGHUP before the stack is up: the rolling restart starts once it is.");
  };
  process.on("SIGHUP", () => onHangup());

  loadProjectEnv(false);
  const nginx = findNginx();
  if (!nginx) fail(NGINX_MISSING);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(path.join(distDir, "BUILD_ID")))
    fail(`No production build in ${distDir}: run \`npm run build\` first.`);
  const port = Number(process.env.PORT ?? 3000);
  const count = Number(process.env.APP_SERVERS ?? 1);
  if (!Number.isInteger(count) || count < 1) fail("APP_SERVERS must be a whole number of at least 1.");

  let stopping = false;
  let exitCode = 0;
  /** Every child started and not yet exited (app servers, old and new, and nginx). */
  const children = new Set<Group>();
  /** What a stop has to stop and remove; the database once asked for (a stop while it starts waits for it). */
  const running: {
    proxy?: Group;
    balancer?: Group;
    db?: Promise<ScriptDb>;
    redis?: LocalRedis;
    runDir?: string;
  } = {};
  const apps: AppServer[] = [];

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    try {
      // nginx first, front then balancer (their workers finish their requests), then every app
      // server at once.
      await running.proxy?.stop("SIGQUIT");
      await running.balancer?.stop("SIGQUIT");
      await Promise.all([...children].map((group) => group.stop("SIGTERM", APP_STOP_GRACE_MS)));
      await running.redis?.stop();
      const db = await running.db?.catch(() => undefined);
      await db?.stop();
      if (running.runDir) rmSync(running.runDir, { recursive: true, force: true });
    } catch (error) {
      console.error(`Stopping the stack: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      process.exit(exitCode);
    }
  };
  process.on("SIGINT", () => void stopAll(130));
  process.on("SIGTERM", () => void stopAll(143));

  const track = (group: Group): Group => {
    children.add(group);
    void group.exited.then(() => children.delete(group));
    return group;
  };
  /** Throws once the stack is stopping, so a restart in progress starts nothing more. */
  const checkRunning = () => {
    if (stopping) throw new Stopping();
  };

  // Several servers share one cache: refused before anything starts when there is none to share.
  const redisServer = process.env.REDIS_URL?.trim() ? undefined : findRedisServer();
  if (count > 1 && !process.env.REDIS_URL?.trim() && !redisServer)
    fail(`APP_SERVERS=${count} needs one Redis for the servers to share: ${REDIS_MISSING}`);

  running.db = database();
  const db = await running.db;
  await migrateDatabase(db.uri);
  checkRunning();
  if (process.env.REDIS_URL?.trim()) {
    console.log(
      `Shared cache: REDIS_URL (${new URL(process.env.REDIS_URL).host}) for ${count} app server(s).`,
    );
  } else if (count > 1 && redisServer) {
    const startRedis = async (redisPort?: number): Promise<LocalRedis> => {
      const redis = await startLocalRedis(redisServer, redisPort);
      running.redis = redis;
      // A Redis that dies is started again on its port (no data to lose); the servers reconnect.
      void redis.group.exited.then((code) => {
        if (stopping || running.redis !== redis) return;
        console.error(`redis-server on port ${redis.port} exited (${code}); starting it again.`);
        void startRedis(redis.port).catch((error: unknown) => {
          console.error(`redis-server did not start again: ${String(error)}; stopping the stack.`);
          void stopAll(1);
        });
      });
      return redis;
    };
    const redis = await startRedis();
    process.env.REDIS_URL = redis.url;
    console.log(
      `Shared cache: started Debian's redis-server on 127.0.0.1:${redis.port} for ${count} app servers (no persistence, stopped with the stack).`,
    );
  } else {
    console.log("Cache: in the app server's memory (one app server, no REDIS_URL).");
  }
  checkRunning();
  const runDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-proxy-"));
  running.runDir = runDir;
  const dbUri = db.uri;
  const appEnv = (appPort: number): NodeJS.ProcessEnv => ({
    NEXT_TELEMETRY_DISABLED: "1",
    ...process.env,
    NODE_ENV: "production",
    TRUST_PROXY: "true",
    MONGODB_URI: dbUri,
    PORT: String(appPort),
    NODE_OPTIONS: withServerHeapLimit(process.env.NODE_OPTIONS),
    // A SIGTERM from outside: ready answers 503 for this long before the server closes (see below).
    APP_DRAIN_MS: String(APP_DRAIN_MS),
  });
  const restarting = new Set<number>();
  /** Servers that said they are stopping (SIGTERM from outside), already out of the balancer. */
  const draining = new Set<number>();
  /** Set once the stack is up: what to do when an app server exits on its own. */
  let onAppExit: ((app: AppServer, code: number) => void) | undefined;
  const startApp = (appPort: number): AppServer => {
    checkRunning();
    const command = nextStartCommand(appPort, "127.0.0.1");
    const app = {
      port: appPort,
      group: track(startGroup(command.command, command.args, { env: appEnv(appPort) })),
    };
    void app.group.exited.then((code) => {
      if (stopping) return;
      if (draining.delete(app.port)) restarting.delete(app.port);
      if (restarting.has(app.port)) return;
      if (onAppExit) return onAppExit(app, code);
      console.error(`App server on port ${app.port} exited (${code}) before the stack was up; stopping.`);
      void stopAll(1);
    });
    return app;
  };

  const startStack = async () => {
    for (let i = 0; i < count; i++) apps.push(startApp(await freePort()));
    await Promise.all(apps.map((app) => waitUntilReady(app.port)));
    checkRunning();

    const proxyOptions: ProxyConfigOptions = {
      listen: String(port),
      balancerPort: await freePort(),
      runDir: runDir,
      appPorts: apps.map((app) => app.port),
      rateLimitScale: Number(process.env.RATE_LIMIT_SCALE ?? 1) || 1,
      nextStaticDir: path.resolve(distDir, "static"),
      siteName: process.env.NEXT_PUBLIC_SITE_NAME || "HR Pulse",
      analytics: Boolean(process.env.NEXT_PUBLIC_GA_ID),
      cache: process.env.PROXY_CACHE !== "off",
      pageReadTimeoutSeconds: Number(process.env.PROXY_PAGE_TIMEOUT_SECONDS) || undefined,
      referenceDir: process.env.PROXY_REFERENCE_DIR || undefined,
    };
    const configs = writeProxyConfig(proxyOptions);
    checkRunning();
    const startNginx = (config: string, name: string) => {
      const group = track(
        startGroup(nginx, [
          "-p",
          runDir,
          "-c",
          config,
          "-e",
          path.join(runDir, "error.log"),
          "-g",
          "daemon off;",
        ]),
      );
      void group.exited.then((code) => {
        if (stopping) return;
        console.error(`The ${name} nginx exited (${code}); see its log above. Stopping the stack.`);
        void stopAll(1);
      });
      return group;
    };
    const balancer = startNginx(configs.balancer, "balancer");
    running.balancer = balancer;
    running.proxy = startNginx(configs.front, "front");
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 30000);
    console.log(
      `> HR Pulse on http://localhost:${port} (nginx in front of ${count} app server${count === 1 ? "" : "s"} on ports ${apps
        .map((app) => app.port)
        .join(", ")})`,
    );

    /**
     * Renders the balancer's config with `down` marked down and reloads the balancer (SIGHUP: new
     * workers take the new config, the old ones finish their requests and close their app
     * connections); resolves when the old workers are gone, so no request and no idle connection
     * reaches a `down` server any more. The front holds no connection to the balancer between requests.
     */
    const reloadProxy = async (down: number[], { drain = true } = {}) => {
      // Never every server down: with one left the balancer keeps it (its requests fail over nowhere).
      const keep = down.length >= apps.length ? down.slice(0, apps.length - 1) : down;
      rewriteBalancerConfig({ ...proxyOptions, downPorts: keep });
      const master = balancer.child.pid!;
      const old = childPids(master);
      process.kill(master, "SIGHUP");
      // A server that is gone needs no draining: its old connections fail over on their own.
      if (!drain) return;
      const deadline = Date.now() + PROXY_DRAIN_MS;
      while (old.some(alive)) {
        checkRunning();
        if (Date.now() > deadline) {
          console.error(`The balancer's old workers still busy after ${PROXY_DRAIN_MS / 1000} s; going on.`);
          return;
        }
        await sleep(100);
      }
    };

    const rollingRestart = async () => {
      if (apps.length < 2) {
        console.error(
          "A rolling restart needs APP_SERVERS of 2 or more: with one, nginx has nowhere else to send requests.",
        );
      }
      for (const [index, app] of apps.entries()) {
        checkRunning();
        restarting.add(app.port);
        // Out of the upstream first: with one server nobody else can answer, so it is simply restarted.
        if (apps.length > 1) await reloadProxy([...restarting]);
        checkRunning();
        await app.group.stop("SIGTERM", APP_STOP_GRACE_MS);
        const fresh = startApp(app.port);
        apps[index] = fresh;
        await waitUntilReady(app.port);
        checkRunning();
        restarting.delete(app.port);
        if (apps.length > 1) await reloadProxy([...restarting]);
        console.log(`> App server on port ${app.port} restarted`);
      }
      console.log("> Rolling restart done");
    };

    /** Balancer reloads and replacements one at a time (a SIGHUP restart and a crash may overlap). */
    let supervision: Promise<void> = Promise.resolve();
    const replaced = new Map<number, number[]>();
    onAppExit = (app, code) => {
      restarting.add(app.port);
      console.error(
        `App server on port ${app.port} exited (${code}); taking it out of the balancer and starting it again.`,
      );
      supervision = supervision.then(async () => {
        // A server that keeps dying is started again less and less often (up to every 30 s).
        const recent = (replaced.get(app.port) ?? []).filter((at) => Date.now() - at < 60000);
        replaced.set(app.port, [...recent, Date.now()]);
        try {
          checkRunning();
          if (apps.length > 1) await reloadProxy([...restarting], { drain: false });
          if (recent.length > 0) await sleep(Math.min(30000, 1000 * 2 ** recent.length));
          checkRunning();
          const fresh = startApp(app.port);
          const index = apps.findIndex((candidate) => candidate.port === app.port);
          if (index >= 0) apps[index] = fresh;
          await waitUntilReady(app.port);
          checkRunning();
          restarting.delete(app.port);
          if (apps.length > 1) await reloadProxy([...restarting], { drain: false });
          console.log(`> App server on port ${app.port} is back`);
        } catch (error) {
          if (error instanceof Stopping) return;
          console.error(
            `App server on port ${app.port} did not come back: ${error instanceof Error ? error.message : String(error)}`,
          );
          const current = apps.find((candidate) => candidate.port === app.port);
          // Still not serving: treated as another exit (started again after a longer pause).
          if (current) await current.group.stop("SIGKILL");
          restarting.delete(app.port);
          if (current && !stopping) onAppExit?.(current, 1);
        }
      });
    };

    // A server told to stop from outside answers ready 503 for APP_DRAIN_MS before it closes: it is
    // taken out of the balancer then, so no new connection waits on a listener about to close.
    const watchForDraining = async () => {
      while (!stopping) {
        await sleep(DRAIN_POLL_MS);
        for (const app of [...apps]) {
          if (restarting.has(app.port) || draining.has(app.port)) continue;
          try {
            const response = await fetch(`http://127.0.0.1:${app.port}/api/health/ready`, {
              signal: AbortSignal.timeout(1000),
            });
            const body = (await response.json().catch(() => ({}))) as { shuttingDown?: boolean };
            if (response.status !== 503 || body.shuttingDown !== true) continue;
          } catch {
            continue; // busy or gone: its exit (if any) is handled when it comes
          }
          draining.add(app.port);
          restarting.add(app.port);
          console.error(`App server on port ${app.port} is stopping; taking it out of the balancer.`);
          supervision = supervision.then(async () => {
            if (apps.length > 1) await reloadProxy([...restarting], { drain: false }).catch(() => undefined);
          });
        }
      }
    };
    if (count > 1) void watchForDraining();

    let restart: Promise<void> | undefined;
    onHangup = () => {
      if (stopping) return;
      if (restart) {
        console.error("SIGHUP during a rolling restart: ignored.");
        return;
      }
      restart = rollingRestart()
        .catch((error: unknown) => {
          if (error instanceof Stopping) return;
          console.error(`Rolling restart failed: ${error instanceof Error ? error.message : String(error)}`);
          void stopAll(1);
        })
        .finally(() => (restart = undefined));
    };
    if (hangupWaiting) onHangup();
  };

  try {
    await startStack();
  } catch (error) {
    if (error instanceof Stopping) return;
    console.error(error instanceof Error ? error.message : String(error));
    await stopAll(1);
  }
}

main().catch((error: unknown) => {
  if (error instanceof Stopping) return; // stopAll is stopping what was started, then exits
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
