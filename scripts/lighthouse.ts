// npm run lighthouse – Lighthouse 12 (mobile and desktop) against a production build with the demo
// content: FerretDB in a temp dir, seed, `next build` into its own folder, the production stack (`npm run serve`: nginx in front of `next start`), then the
// four category scores of twelve pages, with the load average and each page's gzipped JavaScript
// beside its budget, go into the Lighthouse section of docs/benchmarks.md.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { isolatedBuild } from "./lib/isolated-build";
import { localServerEnv } from "./lib/local-server-env";
import { freePort, startLocalDb } from "./lib/local-db";
import {
  lighthouseSection,
  replaceLighthouseSection,
  TARGETS,
  type CategoryScores,
  type PageScores,
} from "./lib/lighthouse-report";
import { onShutdown, run, startGroup, waitForHttp } from "../deploy/lib/processes";
import { STACK_STOP_GRACE_MS, serveStackCommand } from "./lib/stack-command";
import { loadAverage, quietMachine } from "./lib/quiet-machine";
import { seedDemoContent } from "./lib/seed/demo";
import { formatDocument } from "./lib/format-doc";
import { startEmptyNextApp } from "./lib/empty-next-app";
import { jsBudgetBytes, measurePageWeights } from "./lib/page-weight";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const BENCHMARKS = path.join(process.cwd(), "docs", "benchmarks.md");
const FLOOR_NAME = "Empty Next.js page (floor)";
const CARDS_FLOOR_NAME = "30 plain cards (floor)";

function chromiumPath(): string {
  const found = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p) => p && existsSync(p),
  );
  if (!found) throw new Error("No Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  return found;
}

/** The first URL of each kind in the sitemap: an article, a job, an event, a certification. */
async function samplePages(baseUrl: string): Promise<{ name: string; path: string; noindex?: boolean }[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap/0.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL((m[1] ?? "").replace(/&amp;/g, "&"));
    return url.pathname + url.search;
  });
  const first = (prefix: string) => {
    const found = paths.find((p) => p.startsWith(prefix));
    if (!found) throw new Error(`No ${prefix} page in the sitemap: is the demo content seeded?`);
    return found;
  };
  return [
    { name: "Home", path: "/" },
    { name: "Category", path: first("/category/") },
    { name: "Article", path: first("/blog/") },
    { name: "Jobs", path: "/jobs" },
    { name: "Job", path: first("/jobs/") },
    { name: "Events", path: "/events" },
    { name: "Event", path: first("/events/") },
    { name: "Certifications", path: "/certifications" },
    { name: "Certification", path: first("/certifications/") },
    { name: "Company", path: first("/companies/") },
    { name: "Sign in", path: "/account/sign-in", noindex: true },
    { name: "About", path: "/about" },
    { name: "Pay", path: "/pay" },
  ];
}

const KEYS: Record<string, keyof CategoryScores> = {
  performance: "performance",
  accessibility: "accessibility",
  "best-practices": "bestPractices",
  seo: "seo",
};

type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; details?: { items?: unknown[] } }>;
};

/**
 * One Lighthouse run through its CLI under plain Node: tsx's transform adds helpers to functions
 * Lighthouse serialises into the page, which then fail there ("__name is not defined").
 */
async function measure(port: number, url: string, formFactor: "mobile" | "desktop", outDir: string) {
  const output = path.join(outDir, `report-${formFactor}-${Date.now()}.json`);
  const args = [
    "lighthouse",
    url,
    `--port=${port}`,
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  // A trace occasionally fails to record (NO_NAVSTART) on a busy machine: one retry.
  let code = await run("npx", args, { stdio: ["ignore", "ignore", "inherit"] });
  if (code !== 0) code = await run("npx", args, { stdio: ["ignore", "ignore", "inherit"] });
  if (code !== 0) throw new Error(`Lighthouse failed on ${url}`);
  const lhr = JSON.parse(readFileSync(output, "utf8")) as LighthouseResult;
  const scores = {} as CategoryScores;
  const failing: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    const key = KEYS[id];
    if (!key) continue;
    scores[key] = Math.round((category.score ?? 0) * 100);
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!(ref.weight > 0 && audit && audit.score !== null && audit.score < 1)) continue;
      // Every audit short of full marks goes to the log; those in a category under target also to the report.
      if (scores[key] < TARGETS[key]) failing.push(`${ref.id} (${audit.score})`);
      console.log(
        `  ${url} ${ref.id} (${audit.score}): ${JSON.stringify(audit.details?.items ?? []).slice(0, 800)}`,
      );
    }
  }
  return { scores, failing };
}

async function main() {
  const cleanups: Array<() => Promise<void>> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) await fn().catch(() => undefined);
  };
  onShutdown(cleanup);
  try {
    const chromium = chromiumPath();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-lighthouse-db-"));
    const db = await startLocalDb({ dataDir, database: "hrnews_lighthouse" });
    cleanups.push(async () => {
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    await seedDemoContent(db.uri);

    const appPort = await freePort();
    const build = isolatedBuild(".next-lighthouse", `lighthouse-${appPort}`);
    cleanups.push(async () => build.remove());
    const baseUrl = `http://127.0.0.1:${appPort}`;
    const env = localServerEnv({ port: appPort, mongoUri: db.uri, build });

    console.log("\n▶ production build");
    if ((await run("npx", ["next", "build"], { env })) !== 0) throw new Error("next build failed");
    const stack = serveStackCommand();
    const server = startGroup(stack.command, stack.args, { env });
    cleanups.push(() => server.stop("SIGTERM", STACK_STOP_GRACE_MS));
    await waitForHttp(`${baseUrl}/api/health`, 150000);

    // The floor: an empty Next.js page, built and measured beside the site's pages in the same run.
    console.log("\n▶ the empty Next.js page (floor)");
    const floorDir = path.join(process.cwd(), ".data", `lighthouse-floor-${appPort}`);
    cleanups.push(async () => rmSync(floorDir, { recursive: true, force: true }));
    const floor = await startEmptyNextApp(floorDir, await freePort());
    cleanups.push(() => floor.group.stop());
    const floorUrl = floor.url;

    // LIGHTHOUSE_PAGES=Home,Jobs measures only those (for checking a fix; the report then lists only them).
    const only = process.env.LIGHTHOUSE_PAGES?.split(",").map((name) => name.trim().toLowerCase());
    const pages = [
      { name: FLOOR_NAME, path: "/", url: floorUrl },
      { name: CARDS_FLOOR_NAME, path: "/cards", url: `${floorUrl}/cards` },
      ...(await samplePages(baseUrl))
        .filter((page) => !only || only.includes(page.name.toLowerCase()))
        .map((page) => ({ ...page, url: `${baseUrl}${page.path}` })),
    ];
    // Warm the server so the first measured page does not pay for cold module loading.
    for (const page of pages) await fetch(page.url).then((r) => r.text());

    const chrome = await chromeLauncher.launch({ chromePath: chromium, chromeFlags: CHROME_FLAGS });
    cleanups.push(async () => {
      chrome.kill();
    });
    // LIGHTHOUSE_REPORTS_DIR keeps every run's JSON report there (to read a page's long tasks).
    const keptReports = process.env.LIGHTHOUSE_REPORTS_DIR;
    if (keptReports) mkdirSync(keptReports, { recursive: true });
    const reports = keptReports || mkdtempSync(path.join(os.tmpdir(), "hrnews-lighthouse-reports-"));
    if (!keptReports) cleanups.push(async () => rmSync(reports, { recursive: true, force: true }));
    // What each page of the site loads (gzipped JavaScript) beside its budget, shown in the table.
    const sitePaths = pages.filter((page) => page.url.startsWith(baseUrl)).map((page) => page.path);
    const weighed = await measurePageWeights(baseUrl, sitePaths);
    const weights = new Map(
      weighed.pages.map((page) => [
        page.path,
        { gzipBytes: page.gzipBytes, budgetBytes: jsBudgetBytes(page.path) },
      ]),
    );
    const results: PageScores[] = [];
    // The build and the warm-up renders weigh on a phone's simulated CPU: measure on a quiet machine.
    await quietMachine();
    const loadAtStart = loadAverage();
    // LIGHTHOUSE_RUNS=3 measures each page three times and keeps the run with the median Performance score.
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 1);
    // LIGHTHOUSE_FORM_FACTORS=mobile measures phones only (the targets of issue 47; desktop scores higher).
    const formFactors = (["mobile", "desktop"] as const).filter(
      (kind) =>
        !process.env.LIGHTHOUSE_FORM_FACTORS || process.env.LIGHTHOUSE_FORM_FACTORS.split(",").includes(kind),
    );
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const measured = [];
        for (let run = 0; run < runs; run++) {
          measured.push(await measure(chrome.port, page.url, formFactor, reports));
        }
        measured.sort((a, b) => a.scores.performance - b.scores.performance);
        const { scores, failing } = measured[Math.floor(measured.length / 2)]!;
        console.log(
          `${formFactor.padEnd(7)} ${page.name.padEnd(15)} P ${scores.performance} A ${scores.accessibility} BP ${scores.bestPractices} SEO ${scores.seo}${failing.length ? `  ← ${failing.join(", ")}` : ""}`,
        );
        results.push({
          name: page.name,
          path: page.path,
          formFactor,
          scores,
          failing,
          js: weights.get(page.path),
        });
      }
    }

    const lighthouseVersion = (
      JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string }
    ).version;
    const chromiumVersion = execFileSync(chromium, ["--version"], { encoding: "utf8" }).trim();
    const section = lighthouseSection(results, {
      date: new Date().toISOString().slice(0, 10),
      lighthouse: lighthouseVersion,
      chromium: chromiumVersion,
      cores: os.cpus().length,
      load: [loadAtStart, loadAverage()],
    });
    const current = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, "utf8") : "# Benchmarks\n";
    writeFileSync(BENCHMARKS, replaceLighthouseSection(current, section));
    formatDocument(BENCHMARKS);
    console.log(`\nWrote the Lighthouse section of ${path.relative(process.cwd(), BENCHMARKS)}`);
  } finally {
    await cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exit(1);
  },
);
