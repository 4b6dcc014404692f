// The Lighthouse section of docs/benchmarks.md: a score table per form factor, kept between markers so
// the rest of the file (written by the bench script) is never touched.

export const LIGHTHOUSE_START = "<!-- lighthouse:start -->";
export const LIGHTHOUSE_END = "<!-- lighthouse:end -->";

export type CategoryScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
};
export type PageScores = {
  name: string;
  path: string;
  formFactor: "mobile" | "desktop";
  scores: CategoryScores;
  failing: string[];
  /** A page kept out of search engines on purpose (sign-in): its SEO score lacks "is crawlable". */
  noindex?: boolean;
  /** Gzipped JavaScript of a first visit and the page's budget (scripts/lib/page-weight.ts), when measured. */
  js?: { gzipBytes: number; budgetBytes?: number };
};

export const TARGETS: CategoryScores = { performance: 95, accessibility: 98, bestPractices: 95, seo: 100 };

const mark = (score: number, target: number) => (score >= target ? `${score}` : `**${score}** ✗`);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** "163.2 (170)", "**181.0** ✗ (170)" over budget, "163.2" without a budget, "–" unmeasured. */
function jsCell(js: PageScores["js"]): string {
  if (!js) return "–";
  if (js.budgetBytes === undefined) return kb(js.gzipBytes);
  const shown = js.gzipBytes <= js.budgetBytes ? kb(js.gzipBytes) : `**${kb(js.gzipBytes)}** ✗`;
  return `${shown} (${kb(js.budgetBytes).replace(/\.0$/, "")})`;
}

type RunMeta = {
  date: string;
  lighthouse: string;
  chromium: string;
  cores?: number;
  load?: [number, number];
};

export function lighthouseSection(results: PageScores[], meta: RunMeta): string {
  const lines = [
    LIGHTHOUSE_START,
    "## Lighthouse",
    "",
    `Measured ${meta.date} with Lighthouse ${meta.lighthouse} and ${meta.chromium} (headless) against a production build`,
    "with the demo content (`npm run lighthouse`). Mobile uses Lighthouse's default simulated slow-4G/mid-range phone",
    "throttling, desktop its desktop preset. Targets: Performance ≥ 95, Accessibility ≥ 98, Best Practices ≥ 95, SEO 100;",
    "a score under its target is **bold** and marked ✗. The first two rows are floors: the first is an empty App Router page (a heading,",
    "no component or CSS of ours) built with the same Next.js and served by `next start` on the same machine in the same",
    "run (`scripts/lib/empty-next-app.ts`): what the framework's own JavaScript costs before any page of the site adds to it.",
    "The second is the same app's page of 30 plain cards (server components only, no CSS, about the home page's 60 KB of",
    "HTML and inline payload): what a listing's content alone costs in a Next.js page.",
    ...(meta.load
      ? [
          "",
          `Machine: ${meta.cores ?? "?"} cores, 1-minute load average ${meta.load[0].toFixed(1)} at the start and ${meta.load[1].toFixed(1)} at the end of the runs.`,
          "Mobile Performance is the one score sensitive to that: its CPU throttling multiplies the real main-thread time,",
          "so Total Blocking Time grows with whatever else the machine is doing (other builds and test runs).",
        ]
      : []),
    "",
  ];
  for (const formFactor of ["mobile", "desktop"] as const) {
    lines.push(
      `### ${formFactor === "mobile" ? "Mobile" : "Desktop"}`,
      "",
      "| Page | Path | Performance | Accessibility | Best Practices | SEO | JS KB gz (budget) |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    );
    for (const result of results.filter((r) => r.formFactor === formFactor)) {
      const s = result.scores;
      lines.push(
        `| ${result.name} | \`${result.path}\` | ${mark(s.performance, TARGETS.performance)} | ${mark(s.accessibility, TARGETS.accessibility)} | ${mark(s.bestPractices, TARGETS.bestPractices)} | ${result.noindex ? `${s.seo} (noindex)` : mark(s.seo, TARGETS.seo)} | ${jsCell(result.js)} |`,
      );
    }
    lines.push("");
  }
  const failing = results.filter((r) => r.failing.length > 0);
  if (failing.length) {
    lines.push("Audits below full marks (failing or partial) in a category under its target:", "");
    for (const result of failing)
      lines.push(`- ${result.name} (${result.formFactor}): ${result.failing.join(", ")}`);
    lines.push("");
  }
  lines.push(LIGHTHOUSE_END);
  return lines.join("\n");
}

/** `document` with its Lighthouse section replaced, or the section appended when there is none yet. */
export function replaceLighthouseSection(document: string, section: string): string {
  const start = document.indexOf(LIGHTHOUSE_START);
  const end = document.indexOf(LIGHTHOUSE_END);
  if (start !== -1 && end > start)
    return document.slice(0, start) + section + document.slice(end + LIGHTHOUSE_END.length);
  const base = document.trimEnd();
  return `${base}${base ? "\n\n" : ""}${section}\n`;
}
