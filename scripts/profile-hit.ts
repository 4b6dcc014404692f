// Profiles cached page hits: a throw-away FerretDB with the demo content, a production build
// (.next-profile, kept between runs with --reuse), `next start` under `node --cpu-prof`, one
// autocannon load per path, then the profile's self time grouped by where it was spent.
// Usage: npx tsx scripts/profile-hit.ts [--reuse] [--seconds 10] /path /other-path
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadTest } from "./lib/bench-autocannon";
import { firstScriptChunk } from "./lib/bench-targets";
import { freePort, startLocalDb } from "./lib/local-db";
import { localServerEnv, serverStartEnv } from "./lib/local-server-env";
import { run } from "./lib/processes";
import { seedDemoContent } from "./lib/seed-demo";

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const DIST_DIR = ".next-profile";

function bucketOf(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (!url) return functionName ? `(${functionName})` : "(native)";
  const match = /node_modules\/(next\/dist\/[^/]+\/[^/]+|[^/]+)/.exec(url);
  if (match) return `${match[1]} ${functionName}`.trim();
  if (url.startsWith("node:")) return `${url} ${functionName}`;
  return `${path.basename(url)} ${functionName}`;
}

/** Self time of the profile's last `windowSeconds` (the last load), grouped by package and function. */
function summarise(file: string, windowSeconds: number, top = 45): string {
  const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const end = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0);
  const from = end - windowSeconds * 1e6;
  let at = 0;
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < from) return;
    if (!node || node.callFrame.functionName === "(idle)") return;
    total += delta;
    const key = bucketOf(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + delta);
  });
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  const share = (pattern: RegExp) =>
    [...self.entries()].filter(([key]) => pattern.test(key)).reduce((sum, [, us]) => sum + us, 0);
  rows.unshift(["(middleware bundle)", share(/middleware|proxy/i)]);
  return rows.map(([key, us]) => `${((us / total) * 100).toFixed(1).padStart(5)} %  ${key}`).join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const reuse = args.includes("--reuse");
  const secondsIndex = args.indexOf("--seconds");
  const seconds = secondsIndex >= 0 ? Number(args[secondsIndex + 1]) : 10;
  const paths = args.filter((arg, i) => arg.startsWith("/") && args[i - 1] !== "--seconds");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-profile-db-"));
  const db = await startLocalDb({ dataDir, database: "hrnews_profile", log: () => undefined });
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "hrnews-cpu-"));
  try {
    await seedDemoContent(db.uri);
    const port = await freePort();
    const tsconfig = `tsconfig.profile.json`;
    const build = {
      env: { NEXT_DIST_DIR: DIST_DIR, NEXT_TSCONFIG_PATH: tsconfig, NEXT_SKIP_BUILD_TYPECHECK: "1" },
      remove: () => undefined,
    };
    const env = localServerEnv({ port, mongoUri: db.uri, build });
    if (!reuse || !existsSync(DIST_DIR)) {
      const { writeFileSync } = await import("node:fs");
      writeFileSync(
        tsconfig,
        JSON.stringify({ extends: "./tsconfig.json", include: ["next-env.d.ts", "**/*.ts", "**/*.tsx"] }),
      );
      if ((await run("npx", ["next", "build"], { env })) !== 0) throw new Error("next build failed");
      rmSync(tsconfig, { force: true });
    }
    const baseUrl = `http://127.0.0.1:${port}`;
    const server = spawn(
      process.execPath,
      [
        `--cpu-prof`,
        `--cpu-prof-dir=${profileDir}`,
        "node_modules/next/dist/bin/next",
        "start",
        "-p",
        String(port),
        "-H",
        "127.0.0.1",
      ],
      { env: serverStartEnv(env), stdio: "ignore" },
    );
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) break;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const home = await (await fetch(`${baseUrl}/`)).text();
    const chunk = firstScriptChunk(home);
    for (const target of [chunk ?? "/", ...paths]) {
      await fetch(`${baseUrl}${target}`).then((r) => r.text());
      const response = await fetch(`${baseUrl}${target}`);
      const body = await response.text();
      const inline = [...body.matchAll(/<script>self\.__next_f\.push\((.*?)\)<\/script>/gs)].reduce(
        (n, m) => n + (m[1]?.length ?? 0),
        0,
      );
      const result = await loadTest({ url: `${baseUrl}${target}`, connections: 50, duration: seconds });
      console.log(
        `${target}: ${body.length} bytes (inline payload ${inline}), cache ${response.headers.get("x-nextjs-cache") ?? "–"}: ` +
          `${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99} ms`,
      );
    }
    server.kill("SIGINT");
    await new Promise((resolve) => server.once("exit", resolve));
    const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
    if (file)
      console.log(
        `\nSelf time during the last load:\n${summarise(path.join(profileDir, file), seconds - 1)}`,
      );
  } finally {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(profileDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
