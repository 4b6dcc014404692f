// "File speed" for the cached-page goal (issue 30): before a cached page is measured, the bench saves
// the very bytes nginx answers for it into a folder nginx serves as-is (PROXY_REFERENCE_DIR, location
// /_proxy/reference/ in deploy/nginx.conf.template) and measures that file first, in the same run at
// the same concurrency. The page's throughput is read against its own copy, not against a smaller file.
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BenchTarget } from "./bench-targets";

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

/** Saves the page's body as nginx serves it; the target that measures the copy. */
export async function saveReferenceCopy(
  baseUrl: string,
  page: BenchTarget,
  dir: string,
): Promise<BenchTarget> {
  const response = await fetch(`${baseUrl}${page.path}`);
  if (!response.ok) throw new Error(`${page.path} answered ${response.status}: no copy to measure`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const name = referenceFileName(page.path);
  writeFileSync(path.join(dir, name), bytes, { mode: 0o644 });
  return {
    name: `file: the same ${Math.round(bytes.length / 1024)} KB as ${page.name}`,
    path: `/_proxy/reference/${name}`,
    reference: true,
  };
}
