// "File speed" for the cached-page goal (issue 30): before a cached page is measured, the bench saves
// the very bytes nginx answers for it into a folder nginx serves as-is (PROXY_REFERENCE_DIR, location
// /_proxy/reference/ in deploy/nginx.conf.template) and measures that file first, in the same run at
// the same concurrency. The page's throughput is read against its own copy, not against a smaller file.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BenchTarget } from "./targets";

/** The folder the bench's stack serves under /_proxy/reference/, readable by nginx's workers. */
export function referenceDirIn(dataDir: string): string {
  const dir = path.join(dataDir, "reference");
  mkdirSync(dir, { recursive: true });
  // Started as root, nginx's workers run as an unprivileged user that must reach the files.
  chmodSync(dataDir, 0o755);
  chmodSync(dir, 0o755);
  return dir;
}

/** A file name for the copy of `pagePath`: "/" → "home.html", "/blog/abc" → "blog-abc.html". */
export function referenceFileName(pagePath: string): string {
  const slug = pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-+|-+$/g, "");
  return `${slug || "home"}.html`;
}

/** How long a page's first render may take before the bench gives up on its copy. */
const FIRST_RENDER_WAIT_MS = 90_000;

/**
 * The page's body once it answers 200: a first render slower than nginx's page timeout answers the
 * 503 page while the render goes on and lands in the caches, so the bench asks again.
 */
async function pageBytes(url: string): Promise<Buffer> {
  const deadline = Date.now() + FIRST_RENDER_WAIT_MS;
  for (;;) {
    const response = await fetch(url);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.ok) return body;
    if (Date.now() > deadline)
      throw new Error(`${url} still answered ${response.status}: no copy to measure`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** Saves the page's body as nginx serves it; the target that measures the copy. */
export async function saveReferenceCopy(
  baseUrl: string,
  page: BenchTarget,
  dir: string,
): Promise<BenchTarget> {
  const bytes = await pageBytes(`${baseUrl}${page.path}`);
  const name = referenceFileName(page.path);
  writeFileSync(path.join(dir, name), bytes, { mode: 0o644 });
  return {
    name: `file: the same ${Math.round(bytes.length / 1024)} KB as ${page.name}`,
    path: `/_proxy/reference/${name}`,
    reference: true,
  };
}
