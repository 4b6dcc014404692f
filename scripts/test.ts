// npm test – every test: type check, lint, unit, then a real FerretDB and a production build
// (`next build`, then the production stack `npm run serve`: nginx in front of `next start`) for the
// API integration suite, the security suite and the Playwright end-to-end suite.
// `npm test -- --only api` (or unit, static, e2e, security; comma-separated) runs some layers, and
// further words filter test files: `npm test -- --only api,e2e comments`.
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isolatedBuild } from "./lib/isolated-build";
import { buildOnlyEnv, localServerEnv } from "./lib/local-server-env";
import { freePort, startLocalDb } from "./lib/local-db";
import { onShutdown, run, startGroup, waitForHttp } from "../deploy/lib/processes";
import { startSmtpSink } from "./lib/smtp-sink";
import { STACK_STOP_GRACE_MS, serveStackCommand } from "./lib/stack-command";
import { REDIS_MISSING, findRedisServer, startLocalRedis } from "../deploy/lib/local-redis";
import { addTally, playwrightTally, stepTally, summaryLine, vitestTally, type Tally } from "./lib/test-tally";

type Layer = "static" | "unit" | "api" | "e2e" | "security";
const LAYERS: Layer[] = ["static", "unit", "api", "security", "e2e"];

/** Extra words after the options filter the test files (passed to Vitest and Playwright). */
function fileFilters(): string[] {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf("--only");
  return args.filter((arg, index) => arg !== "--only" && index !== onlyIndex + 1 && !arg.startsWith("-"));
}

function selectedLayers(): Layer[] {
  const index = process.argv.indexOf("--only");
  if (index === -1) return LAYERS;
  const wanted = (process.argv[index + 1] ?? "").split(",") as Layer[];
  return wanted.filter((layer) => LAYERS.includes(layer));
}

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
}

/** Every test of every layer that ran (the line `npm test` ends with). */
const tally: Tally = { passed: 0, failed: 0 };

type Runner = "vitest" | "playwright";

/** The runner's own output, plus a JSON report for the tally. */
function withReport(runner: Runner, args: string[], env: NodeJS.ProcessEnv) {
  const file = path.join(os.tmpdir(), `hrnews-test-report-${process.pid}-${Date.now()}.json`);
  if (runner === "vitest")
    return {
      file,
      args: [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
      env,
    };
  return {
    file,
    args: [...args, "--reporter=list,json"],
    env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
  };
}

async function step(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  runner?: Runner,
) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const reported = runner ? withReport(runner, args, env) : undefined;
  const code = await run(command, reported?.args ?? args, { env: reported?.env ?? env });
  const report = reported && (runner === "vitest" ? vitestTally : playwrightTally)(reported.file);
  addTally(tally, stepTally(report, code));
  console.log(`${code === 0 ? "✔" : "✘"} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (code !== 0) throw new Error(`${name} failed`);
}

async function main() {
  const layers = selectedLayers();
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  onShutdown(cleanup);

  try {
    if (layers.includes("static")) {
      await step("type check", "npx", ["tsc", "--noEmit"]);
      await step("lint", "npx", ["eslint", ".", "--max-warnings=0"]);
      await step("format check", "npx", ["prettier", "--check", ".", "--log-level", "warn"]);
    }
    if (layers.includes("unit"))
      await step(
        "unit tests",
        "npx",
        ["vitest", "run", "--project", "unit", ...fileFilters()],
        process.env,
        "vitest",
      );

    const needsServer = layers.some((layer) => layer === "api" || layer === "e2e" || layer === "security");
    if (!needsServer) return;

    const chromium = findChromium();
    if (
      (layers.includes("e2e") || layers.includes("security")) &&
      !chromium &&
      !process.env.PLAYWRIGHT_BROWSERS_PATH
    ) {
      throw new Error(
        "No Chromium found for the end-to-end tests. Install Debian's chromium (apt-get install chromium), " +
          "or set CHROMIUM_PATH to a Chromium binary.",
      );
    }

    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-test-db-"));
    const db = await startLocalDb({ dataDir, database: "hrnews_test" });
    cleanups.push(async () => {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    console.log(`\nTest database: ${db.uri}`);

    // Every mail the server sends lands in this folder (tests/helpers/mail-sink.ts reads it).
    const mailSink = await startSmtpSink(path.join(dataDir, "mail"));
    cleanups.push(() => mailSink.stop());

    // The servers' shared cache and change notices (deploy/lib/local-redis.ts): the tests expire
    // "public" there after each write they make behind the app's back (tests/helpers/cache-log.ts),
    // and the tests that start more app servers share it.
    const redisServer = findRedisServer();
    if (!redisServer) throw new Error(REDIS_MISSING);
    const redis = await startLocalRedis(redisServer);
    cleanups.push(() => redis.stop());
    console.log(`Test Redis: ${redis.url}`);

    const appPort = await freePort();
    const build = isolatedBuild(`.next-test-${appPort}`, `test-${appPort}`);
    cleanups.push(async () => build.remove());
    const baseUrl = `http://127.0.0.1:${appPort}`;
    const env = localServerEnv({
      port: appPort,
      mongoUri: db.uri,
      build,
      extra: {
        CRON_SECRET: randomBytes(16).toString("hex"),
        RSS_ALLOW_PRIVATE_HOSTS: "true",
        // Webhook receivers in tests listen on 127.0.0.1; retries come within seconds.
        WEBHOOK_ALLOW_PRIVATE_HOSTS: "true",
        IMPORT_ALLOW_PRIVATE_HOSTS: "true",
        WEBHOOK_RETRY_BASE_MS: "300",
        RATE_LIMIT_SCALE: "1000",
        // Like the scale above: the suite's bursts check correctness, not the work gate (overload.test.ts does).
        WORK_CONCURRENCY: "64",
        // The deep-page tests read page 600 of 20 000 posts, a scan of several seconds on FerretDB.
        WORK_DEADLINE_MS: "60000",
        // ...and nginx waits as long for those pages before its 503 page (production: 8 s).
        PROXY_PAGE_TIMEOUT_SECONDS: "60",
        ALLOW_REGISTRATION: "false",
        APP_URL: baseUrl,
        REDIS_URL: redis.url,
        SMTP_URL: mailSink.url,
        MAIL_SINK_DIR: mailSink.dir,
        MAIL_FROM: "HR Pulse <news@hrpulse.test>",
        MAIL_RATE_PER_SECOND: "500",
        // Background jobs (cron calls answer 202) start within a fraction of a second; a job whose
        // process stopped is taken over after 5 s.
        TASK_POLL_MS: "300",
        TASK_LEASE_MS: "5000",
        CHROMIUM_PATH: chromium ?? "",
      },
    });

    // The build runs without the database or any secret the server uses (issue 47: `npm run build`
    // needs neither), plus decoy secret values it can see but must never inline into client chunks
    // (the security suite's secrets test searches the chunks for them).
    const buildSecrets = {
      OPENAI_API_KEY: `sk-build-${randomBytes(12).toString("hex")}`,
      ADMIN_PASSWORD: randomBytes(12).toString("hex"),
    };
    await step("production build", "npx", ["next", "build"], buildOnlyEnv(env, buildSecrets));
    // The suites check exact answers right after writes, so this stack's proxy keeps no page copies
    // (PROXY_CACHE=off); the proxy's cache has its own tests, each on a stack of its own.
    const stack = serveStackCommand();
    const server = startGroup(stack.command, stack.args, { env: { ...env, PROXY_CACHE: "off" } });
    cleanups.push(() => server.stop("SIGTERM", STACK_STOP_GRACE_MS));
    await waitForHttp(`${baseUrl}/api/health`, 150000);
    console.log(`Production stack (nginx → next start): ${baseUrl}`);

    if (layers.includes("api"))
      await step(
        "API integration tests",
        "npx",
        ["vitest", "run", "--project", "api", ...fileFilters()],
        env,
        "vitest",
      );
    if (layers.includes("security")) {
      await step(
        "security suite",
        "npx",
        ["vitest", "run", "--project", "security", ...fileFilters()],
        { ...env, BUILD_SECRETS: JSON.stringify(buildSecrets) },
        "vitest",
      );
    }
    if (layers.includes("e2e"))
      await step("end-to-end tests", "npx", ["playwright", "test", ...fileFilters()], env, "playwright");
  } finally {
    await cleanup();
  }
}

main().then(
  () => {
    console.log(`\n${summaryLine(tally)}`);
    process.exit(0);
  },
  (error) => {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    console.log(summaryLine(tally));
    process.exit(1);
  },
);
