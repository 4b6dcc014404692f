// Small public pages (issues 9 and 47): a first visit to each public route stays within its own budget
// of gzipped JavaScript (scripts/lib/page-weight.ts) and at most 40 KB above the 404 page of the same
// build, and no public page can load editor, admin or AI code.
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogTextFields } from "@/lib/posts/blog-text";
import { Blog } from "@/models/Blog";
import { Company } from "@/models/Company";
import {
  fetchPageScripts,
  lazyChunkUrls,
  markdownPageWeightTable,
  jsBudgetBytes,
  measurePageWeights,
  PAGE_JS_BUDGETS_KB,
  PAGE_WEIGHT_BUDGET_BYTES,
  type PageScript,
} from "@/scripts/lib/page-weight";
import { connectTestDb, disconnectTestDb } from "../../helpers/db";
import { baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

/**
 * Strings found only in back-office client code: the Tiptap/ProseMirror editor, the AI draft
 * call, and admin components (Turbopack keeps export names in its chunks).
 */
const BACK_OFFICE_MARKERS = [
  "ProseMirror-",
  "prosemirror",
  "tiptap",
  "/api/blog/generate",
  "AddBlogForm",
  "ProfileGate",
];

let blogId = "";
const companySlug = `page-weight-${Date.now().toString(36)}`;
const publicPaths = () => [
  "/",
  `/blog/${blogId}`,
  "/jobs",
  "/events",
  "/certifications",
  `/companies/${companySlug}`,
  "/account/sign-in",
  "/pay",
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

beforeAll(async () => {
  await connectTestDb();
  const title = "Page weight article";
  const subTitle = "Measured by the bundle budget test";
  const result = await Blog.collection.insertOne({
    title,
    subTitle,
    ...blogTextFields({ title, subTitle, description: "<p>A short article body.</p>" }),
    author: { name: "Test Author" },
    category: ["Payroll"],
    isPublished: true,
    isFromRss: false,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  blogId = String(result.insertedId);
  const host = `${companySlug}.example.com`;
  await Company.collection.insertOne({
    _id: companySlug as never,
    name: "Page Weight Ltd",
    website: `https://${host}`,
    domain: host,
    host,
    about: "A company page for the bundle budget test.",
    verified: true,
    verifiedBy: "staff",
    owners: [],
    invitedEmails: [],
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

afterAll(async () => {
  await Blog.collection.deleteOne({ _id: new mongoose.Types.ObjectId(blogId) });
  await Company.collection.deleteOne({ _id: companySlug as never });
  await disconnectTestDb();
});

/** The scripts a page's HTML references plus every chunk they can load on demand, transitively. */
async function reachableScripts(path: string): Promise<PageScript[]> {
  const scripts = await fetchPageScripts(baseUrl(), path);
  const seen = new Set(scripts.map((script) => script.url));
  for (let index = 0; index < scripts.length; index += 1) {
    const { text, url } = scripts[index]!;
    for (const chunkUrl of lazyChunkUrls(text, url)) {
      if (seen.has(chunkUrl)) continue;
      seen.add(chunkUrl);
      const response = await appFetch(chunkUrl, { signal: AbortSignal.timeout(20000) });
      expect(response.status, `lazy chunk ${chunkUrl}`).toBe(200);
      scripts.push({ url: chunkUrl, text: await response.text() });
    }
  }
  return scripts;
}

function markersFound(scripts: PageScript[]): string[] {
  return BACK_OFFICE_MARKERS.flatMap((marker) =>
    scripts
      .filter((script) => script.text.includes(marker))
      .map((script) => `${marker} in ${new URL(script.url).pathname}`),
  );
}

describe("public bundles", () => {
  it("keep each public page within its own budget of gzipped JavaScript", async () => {
    const report = await measurePageWeights(baseUrl(), publicPaths());
    const budgeted = report.pages.map((page) => ({ ...page, budget: jsBudgetBytes(page.path) }));
    // Every page measured here has a budget: a new kind of page must be given one.
    expect(budgeted.filter((page) => page.budget === undefined).map((page) => page.path)).toEqual([]);
    expect(budgeted.map((page) => page.path)).toHaveLength(Object.keys(PAGE_JS_BUDGETS_KB).length);
    const over = budgeted
      .filter((page) => page.gzipBytes > page.budget!)
      .map((page) => `${page.path}: ${kb(page.gzipBytes)} gzipped, budget ${kb(page.budget!)}`);
    expect(over).toEqual([]);
  });

  it("keep each public route within 40 KB of gzipped JavaScript above the 404 page", async () => {
    const report = await measurePageWeights(baseUrl(), publicPaths());
    console.log(markdownPageWeightTable(report));
    expect(report.baseline.scripts).toBeGreaterThan(0);
    for (const page of report.pages)
      expect(page.scripts, `${page.path} references no scripts`).toBeGreaterThan(0);

    const overBudget = report.pages
      .filter((page) => page.overBaselineBytes > PAGE_WEIGHT_BUDGET_BYTES)
      .map(
        (page) =>
          `${page.path}: ${kb(page.gzipBytes)} gzipped, ${kb(page.overBaselineBytes)} above the baseline (${kb(report.baseline.gzipBytes)}), budget ${kb(PAGE_WEIGHT_BUDGET_BYTES)}`,
      );
    expect(overBudget).toEqual([]);
  });

  it("never load editor, admin or AI code, not even on demand", async () => {
    for (const path of publicPaths()) {
      expect(markersFound(await reachableScripts(path)), `${path} can load back-office code`).toEqual([]);
    }
  });

  it("the same check finds every marker in the back-office add-blog page's scripts", async () => {
    const found = markersFound(await reachableScripts("/profile/addBlog"));
    for (const marker of BACK_OFFICE_MARKERS) {
      expect(
        found.some((line) => line.startsWith(`${marker} in `)),
        `${marker} on /profile/addBlog`,
      ).toBe(true);
    }
  });
});
