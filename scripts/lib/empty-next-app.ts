// The floors for `npm run lighthouse` and `npm run bench`: an empty App Router page (a heading and a
// sentence, no client component, no CSS), a page of 30 plain cards about the size of the site's home
// page (server components only: what the content alone costs, HTML plus the inline payload React
// needs) and a route handler that only answers JSON, built with this project's Next.js and React and
// served by `next start`. Measured in the same run as the site, they show what every Next.js page and
// route handler costs on this machine.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startGroup, waitForHttp, type Group } from "../../deploy/lib/processes";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "empty-next-app", private: true }),
  // Its own lockfile and root: inside the repository, Next would otherwise take the repository's
  // lockfile as the workspace root and pick up its instrumentation and middleware.
  "package-lock.json": JSON.stringify({
    name: "empty-next-app",
    lockfileVersion: 3,
    requires: true,
    packages: {},
  }),
  "next.config.mjs": "export default { turbopack: { root: import.meta.dirname } };\n",
  "tsconfig.json": JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      lib: ["dom", "esnext"],
      jsx: "react-jsx",
      module: "esnext",
      moduleResolution: "bundler",
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      isolatedModules: true,
    },
    include: ["**/*.ts", "**/*.tsx"],
  }),
  "app/layout.tsx": `export const metadata = { title: "Empty page", description: "An empty Next.js App Router page" };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  // The floor for the bench's API targets: a route handler that reads its query and answers JSON.
  "app/api/floor/route.ts": `export const dynamic = "force-dynamic";
export function GET(request: Request) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return Response.json({ success: true, results: [], total: 0, q });
}
`,
  // 30 cards as on a listing (a linked title, an excerpt, a date) with text long enough that the
  // HTML is about the size of the site's home page (about 60 KB, more than half of it the inline
  // payload); prerendered like the empty page.
  "app/cards/page.tsx": `const WORDS = "payroll recruitment benefits compliance onboarding analytics retention leadership wellbeing diversity".split(" ");
const text = (seed: number, count: number) => Array.from({ length: count }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(" ");
export default function Cards() {
  return (<main><h1>Thirty cards</h1><ul>{Array.from({ length: 30 }, (_, i) => {
    const id = \`6b075cba499bf6105fe7b3\${i.toString(16).padStart(2, "0")}\`;
    return (<li key={id}><article><h2><a href={\`/blog/\${id}\`}>{text(i, 10)}</a></h2><p>{text(i + 1, 51)}</p><p>Published on: <time dateTime="2026-11-25T08:00:00.000Z">25/11/2026</time></p></article></li>);
  })}</ul></main>);
}
`,
  "app/page.tsx": `export default function Page() {
  return (<main><h1>Empty page</h1><p>The JavaScript every Next.js page ships, and nothing else.</p></main>);
}
`,
};

/**
 * Writes the app into `dir` (under the repository, so node_modules can be hard-linked: Next's bundler
 * does not follow a symlinked node_modules out of its root) and builds it.
 */
export function buildEmptyNextApp(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  execFileSync("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  execFileSync("npx", ["next", "build"], {
    cwd: dir,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
}

export type EmptyNextApp = { url: string; group: Group };

/** Builds the app into `dir` and serves it with `next start` on `port`; `stop()` the group when done. */
export async function startEmptyNextApp(dir: string, port: number): Promise<EmptyNextApp> {
  buildEmptyNextApp(dir);
  const group = startGroup("npx", ["next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, 60000);
  return { url, group };
}
