import { describe, expect, it } from "vitest";
import {
  LIGHTHOUSE_END,
  LIGHTHOUSE_START,
  lighthouseSection,
  replaceLighthouseSection,
} from "./lighthouse-report";

const result = (performance: number) => ({
  name: "Home",
  path: "/",
  formFactor: "mobile" as const,
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  failing: performance < 95 ? ["largest-contentful-paint (0.5)"] : [],
});
const meta = { date: "2026-11-23", lighthouse: "12.8.2", chromium: "Chromium 140" };

describe("lighthouse section", () => {
  it("marks scores under target and lists the failing audits", () => {
    const text = lighthouseSection([result(90)], meta);
    expect(text).toContain("| Home | `/` | **90** ✗ | 100 | 100 | 100 | – |");
    expect(text).toContain("largest-contentful-paint");
    expect(lighthouseSection([result(99)], meta)).toContain("| Home | `/` | 99 | 100 | 100 | 100 | – |");
  });

  it("does not mark the SEO score of a page kept out of search engines on purpose", () => {
    const signIn = { ...result(99), scores: { ...result(99).scores, seo: 63 }, noindex: true };
    expect(lighthouseSection([signIn], meta)).toContain("| 99 | 100 | 100 | 63 (noindex) | – |");
  });

  it("shows each page's gzipped JavaScript beside its budget, marked when over it", () => {
    const within = { ...result(99), js: { gzipBytes: 163.2 * 1024, budgetBytes: 170 * 1024 } };
    const over = { ...result(99), js: { gzipBytes: 181 * 1024, budgetBytes: 170 * 1024 } };
    const unbudgeted = { ...result(99), js: { gzipBytes: 150 * 1024 } };
    expect(lighthouseSection([within], meta)).toContain("| 99 | 100 | 100 | 100 | 163.2 (170) |");
    expect(lighthouseSection([over], meta)).toContain("| 99 | 100 | 100 | 100 | **181.0** ✗ (170) |");
    expect(lighthouseSection([unbudgeted], meta)).toContain("| 99 | 100 | 100 | 100 | 150.0 |");
  });

  it("replaces only its own section and keeps the rest of the file", () => {
    const before = `# Benchmarks\n\nbench text\n\n${LIGHTHOUSE_START}\nold\n${LIGHTHOUSE_END}\n\nafter`;
    const next = replaceLighthouseSection(before, `${LIGHTHOUSE_START}\nnew\n${LIGHTHOUSE_END}`);
    expect(next).toBe(`# Benchmarks\n\nbench text\n\n${LIGHTHOUSE_START}\nnew\n${LIGHTHOUSE_END}\n\nafter`);
    expect(replaceLighthouseSection("# B\n", "S")).toBe("# B\n\nS\n");
  });
});
