// The gzipped JavaScript a first visit loads on a page: the same-origin scripts its server-rendered
// HTML references (<script src>, <link rel="modulepreload"> and <link rel="preload" as="script">),
// each downloaded once and gzipped at level 9, compared with a minimal page of the same build.
import { gzipSync } from "node:zlib";

/** A public page may load at most this much more gzipped JavaScript than the baseline (issue 9). */
export const PAGE_WEIGHT_BUDGET_BYTES = 40 * 1024;

/**
 * Each public page's budget (issue 47): the gzipped JavaScript a first visit loads in a browser that
 * runs modules, the framework's own ~145 KB included. What a page adds beyond the framework is its
 * interactive leaves (search box, member menu, forms); checked by tests/api/serving/page-weight.test.ts
 * and printed beside the Lighthouse scores.
 */
export const PAGE_JS_BUDGETS_KB = {
  home: 170,
  article: 185,
  jobs: 180,
  events: 160,
  certifications: 160,
  company: 160,
  signIn: 175,
  /** /pay and its family and country pages (issue 45): a GET form, CSS charts, no script of their own. */
  pay: 160,
} as const;
export type PageKind = keyof typeof PAGE_JS_BUDGETS_KB;

/** The kind of public page a path is, for its budget; undefined for pages without one. */
export function pageKind(path: string): PageKind | undefined {
  const pathname = path.split("?")[0]!;
  if (pathname === "/") return "home";
  if (pathname.startsWith("/blog/")) return "article";
  if (pathname === "/jobs") return "jobs";
  if (pathname === "/events") return "events";
  if (pathname === "/certifications") return "certifications";
  if (pathname.startsWith("/companies/")) return "company";
  if (pathname === "/account/sign-in") return "signIn";
  if (pathname === "/pay" || pathname.startsWith("/pay/")) return "pay";
  return undefined;
}

/** The page's budget in bytes, or undefined. */
export function jsBudgetBytes(path: string): number | undefined {
  const kind = pageKind(path);
  return kind ? PAGE_JS_BUDGETS_KB[kind] * 1024 : undefined;
}

export type PageWeight = { path: string; gzipBytes: number; scripts: number; overBaselineBytes: number };
export type PageWeightReport = {
  baseline: { path: string; gzipBytes: number; scripts: number };
  pages: PageWeight[];
};
export type PageScript = { url: string; text: string };

const TAG = /<(script|link)\b([^>]*)>/gi;
// Inline script text (the RSC payload, JSON-LD) may itself contain "<script" in a string.
const SCRIPT_BODY = /(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi;
const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes.set(match[1]!.toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

function scriptReference(tag: string, attributes: Map<string, string>): string | undefined {
  // A nomodule script (Next's legacy polyfills) is skipped by every browser that runs modules.
  if (tag === "script") return attributes.has("nomodule") ? undefined : attributes.get("src");
  const rel = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("modulepreload")) return attributes.get("href");
  if (rel.includes("preload") && attributes.get("as")?.toLowerCase() === "script")
    return attributes.get("href");
  return undefined;
}

/** The absolute URLs of the same-origin scripts an HTML page references, first occurrence order, no repeats. */
export function scriptUrlsFromHtml(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const urls = new Set<string>();
  for (const [, tag, source] of html.replace(SCRIPT_BODY, "$1").matchAll(TAG)) {
    const reference = scriptReference(tag!.toLowerCase(), attributesOf(source!));
    if (!reference) continue;
    const url = new URL(decodeEntities(reference), pageUrl);
    if (url.origin === origin) urls.add(url.href);
  }
  return [...urls];
}

const LAZY_CHUNK = /["'](static\/chunks\/[\w\-.]+\.js)["']/g;

/** The chunks a downloaded script loads on demand (Turbopack names them "static/chunks/….js"). */
export function lazyChunkUrls(scriptText: string, scriptUrl: string): string[] {
  const at = scriptUrl.indexOf("static/chunks/");
  if (at === -1) return [];
  const assetRoot = scriptUrl.slice(0, at);
  return [
    ...new Set([...scriptText.matchAll(LAZY_CHUNK)].map((match) => new URL(match[1]!, assetRoot).href)),
  ];
}

async function fetchText(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30000) });
  return { status: response.status, text: await response.text() };
}

/** A page's script URLs; only the baseline (a 404 page) may answer with an error status. */
async function pageScriptUrls(baseUrl: string, path: string, allowErrorStatus = false): Promise<string[]> {
  const pageUrl = new URL(path, baseUrl).href;
  const { status, text } = await fetchText(pageUrl);
  if (!allowErrorStatus && status >= 400)
    throw new Error(`GET ${path} answered ${status}: cannot measure its scripts`);
  return scriptUrlsFromHtml(text, pageUrl);
}

/** Downloads the scripts a page's HTML references (for checks on what a public page ships). */
export async function fetchPageScripts(baseUrl: string, path: string): Promise<PageScript[]> {
  const urls = await pageScriptUrls(baseUrl, path);
  return Promise.all(urls.map(async (url) => ({ url, text: await downloadScript(url) })));
}

async function downloadScript(url: string): Promise<string> {
  const { status, text } = await fetchText(url);
  if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  return text;
}

export function gzipSize(text: string): number {
  return gzipSync(Buffer.from(text), { level: 9 }).length;
}

export async function measurePageWeights(
  baseUrl: string,
  paths: string[],
  baselinePath = "/this-page-does-not-exist",
): Promise<PageWeightReport> {
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) sizes.set(url, downloadScript(url).then(gzipSize));
    return sizes.get(url)!;
  };
  const weigh = async (path: string, allowErrorStatus = false) => {
    const urls = await pageScriptUrls(baseUrl, path, allowErrorStatus);
    const bytes = await Promise.all(urls.map(sizeOf));
    return { path, gzipBytes: bytes.reduce((sum, size) => sum + size, 0), scripts: urls.length };
  };

  const baseline = await weigh(baselinePath, true);
  const pages: PageWeight[] = [];
  for (const path of paths) {
    const page = await weigh(path);
    pages.push({ ...page, overBaselineBytes: page.gzipBytes - baseline.gzipBytes });
  }
  return { baseline, pages };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function markdownPageWeightTable(report: PageWeightReport): string {
  const { baseline } = report;
  const lines = [
    `Budget: at most ${kb(PAGE_WEIGHT_BUDGET_BYTES)} KB of gzipped JavaScript above the baseline (\`${baseline.path}\`).`,
    "",
    "| Path | Gzipped JS (KB) | Scripts | Over baseline (KB) | Within budget |",
    "| --- | ---: | ---: | ---: | :---: |",
    `| ${baseline.path} (baseline) | ${kb(baseline.gzipBytes)} | ${baseline.scripts} | – | – |`,
  ];
  for (const page of report.pages) {
    const within = page.overBaselineBytes <= PAGE_WEIGHT_BUDGET_BYTES ? "✓" : "✗";
    lines.push(
      `| ${page.path} | ${kb(page.gzipBytes)} | ${page.scripts} | ${kb(page.overBaselineBytes)} | ${within} |`,
    );
  }
  return lines.join("\n");
}
