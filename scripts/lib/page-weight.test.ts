import { describe, expect, it } from "vitest";
import {
  gzipSize,
  jsBudgetBytes,
  pageKind,
  lazyChunkUrls,
  markdownPageWeightTable,
  PAGE_WEIGHT_BUDGET_BYTES,
  scriptUrlsFromHtml,
} from "./page-weight";

const PAGE = "http://127.0.0.1:3000/blog/abc";

describe("scriptUrlsFromHtml", () => {
  it("collects script src and script preloads, resolved, same-origin only, without repeats or nomodule", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/chunks/app.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
      <link rel="preload" as="font" href="/font.woff2"/>
      <link rel="modulepreload" href="chunks/module.js">
      <script src="/_next/static/chunks/webpack-1.js" async=""></script>
      <SCRIPT async src='/_next/static/chunks/main-app.js?v=1&amp;x=2'></SCRIPT>
      <script>self.__next_f.push([1,"<script src=\\"/inline-text.js\\">"])</script>
      <script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script>
      <script src=//127.0.0.1:3000/_next/static/chunks/protocol-relative.js></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      </head><body></body></html>`;
    expect(scriptUrlsFromHtml(html, PAGE)).toEqual([
      "http://127.0.0.1:3000/_next/static/chunks/webpack-1.js",
      "http://127.0.0.1:3000/blog/chunks/module.js",
      "http://127.0.0.1:3000/_next/static/chunks/main-app.js?v=1&x=2",
      "http://127.0.0.1:3000/_next/static/chunks/protocol-relative.js",
    ]);
  });

  it("finds nothing in a page without scripts", () => {
    expect(scriptUrlsFromHtml("<p>plain</p><link rel=preload as=image href=/a.png>", PAGE)).toEqual([]);
  });
});

describe("lazyChunkUrls", () => {
  it("resolves the chunks a script loads on demand against its asset root", () => {
    const text = `e.v(t=>Promise.all(["static/chunks/3cfc-a4jorjq1.js","static/chunks/0a.js"].map(t=>e.l(t))));x("static/chunks/0a.js")`;
    expect(lazyChunkUrls(text, "http://127.0.0.1:3000/_next/static/chunks/main.js")).toEqual([
      "http://127.0.0.1:3000/_next/static/chunks/3cfc-a4jorjq1.js",
      "http://127.0.0.1:3000/_next/static/chunks/0a.js",
    ]);
    expect(lazyChunkUrls(text, "http://127.0.0.1:3000/other.js")).toEqual([]);
  });
});

describe("gzipSize", () => {
  it("is smaller than the text for repetitive JavaScript", () => {
    const text = "function a(){return 1}".repeat(200);
    expect(gzipSize(text)).toBeGreaterThan(0);
    expect(gzipSize(text)).toBeLessThan(text.length / 10);
  });
});

describe("markdownPageWeightTable", () => {
  it("lists the baseline and each page in KB and marks pages over the budget", () => {
    const table = markdownPageWeightTable({
      baseline: { path: "/this-page-does-not-exist", gzipBytes: 102_400, scripts: 6 },
      pages: [
        { path: "/", gzipBytes: 112_640, scripts: 9, overBaselineBytes: 10_240 },
        {
          path: "/jobs",
          gzipBytes: 102_400 + PAGE_WEIGHT_BUDGET_BYTES,
          scripts: 10,
          overBaselineBytes: PAGE_WEIGHT_BUDGET_BYTES,
        },
        { path: "/events", gzipBytes: 150_000, scripts: 12, overBaselineBytes: 47_600 },
      ],
    });
    expect(table).toContain("| Path | Gzipped JS (KB) | Scripts | Over baseline (KB) | Within budget |");
    expect(table).toContain("| /this-page-does-not-exist (baseline) | 100.0 | 6 | – | – |");
    expect(table).toContain("| / | 110.0 | 9 | 10.0 | ✓ |");
    expect(table).toContain("| /jobs | 140.0 | 10 | 40.0 | ✓ |");
    expect(table).toContain("| /events | 146.5 | 12 | 46.5 | ✗ |");
  });
});

describe("pageKind and jsBudgetBytes", () => {
  it("give each budgeted public page its kind and budget, and none to other paths", () => {
    expect(pageKind("/")).toBe("home");
    expect(pageKind("/blog/6b0f983ddd4cfdf5e6becfc8")).toBe("article");
    expect(pageKind("/jobs")).toBe("jobs");
    expect(pageKind("/jobs?type=FULL_TIME")).toBe("jobs");
    expect(pageKind("/companies/northwind-logistics")).toBe("company");
    expect(pageKind("/account/sign-in")).toBe("signIn");
    expect(pageKind("/pay")).toBe("pay");
    expect(pageKind("/pay/talent-acquisition/de")).toBe("pay");
    expect(pageKind("/about")).toBeUndefined();
    expect(jsBudgetBytes("/")).toBe(170 * 1024);
    expect(jsBudgetBytes("/about")).toBeUndefined();
  });
});
