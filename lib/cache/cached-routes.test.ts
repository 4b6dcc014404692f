import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { cachedRouteRewrites, categoryFromSegment, pageFromSegment } from "./cached-routes";

const rewrites = cachedRouteRewrites();

/** The app route folder a destination lands on, resolved the way the router does: literal, else `[param]`. */
function routeFolder(destination: string): string | null {
  let folder = path.join("app", "(public)");
  for (const segment of destination.split("/").filter(Boolean)) {
    const literal = path.join(folder, segment);
    if (!segment.startsWith(":") && existsSync(literal)) {
      folder = literal;
      continue;
    }
    const dynamic = readdirSync(folder).find((name) => /^\[\w+\]$/.test(name));
    if (!dynamic) return null;
    folder = path.join(folder, dynamic);
  }
  return folder;
}

describe("cachedRouteRewrites", () => {
  it("sends every rule to an existing cached route, with every parameter captured by a condition", () => {
    for (const rule of rewrites) {
      expect(rule.destination.startsWith("/cached/"), rule.destination).toBe(true);
      const folder = routeFolder(rule.destination);
      expect(folder && existsSync(path.join(folder, "page.tsx")), `${rule.destination} → ${folder}`).toBe(true);
      for (const param of rule.destination.match(/:\w+/g) ?? []) {
        const captured = (rule.has ?? []).some((condition) => condition.value?.includes(`(?<${param.slice(1)}>`));
        expect(captured, `${rule.source} → ${rule.destination} captures ${param}`).toBe(true);
      }
    }
  });

  it("leaves searches uncached on the pages that have one", () => {
    for (const rule of rewrites.filter((candidate) => candidate.source === "/" || candidate.source === "/events")) {
      expect(rule.missing?.some((condition) => condition.key === "search"), JSON.stringify(rule)).toBe(true);
    }
  });

  it("matches page numbers and categories exactly as Next does (the whole value)", () => {
    const pageRule = rewrites.find((rule) => rule.source === "/jobs" && rule.has)!;
    const page = new RegExp(`^${pageRule.has![0]!.value}$`);
    for (const good of ["1", "2", "600", "1000000"]) expect(page.test(good), good).toBe(true);
    for (const bad of ["0", "01", "-1", "abc", "2x", "", "12345678"]) expect(page.test(bad), bad).toBe(false);
    const categoryRule = rewrites.find((rule) => rule.has?.some((condition) => condition.key === "category"))!;
    const category = new RegExp(`^${categoryRule.has!.find((condition) => condition.key === "category")!.value}$`);
    for (const name of BLOG_CATEGORIES) expect(category.test(name), name).toBe(true);
    for (const bad of ["All", "payroll", "Payroll ", "Nonsense"]) expect(category.test(bad), bad).toBe(false);
  });
});

describe("path segments", () => {
  it("reads a category name, encoded or not, and 'all'", () => {
    expect(categoryFromSegment("Payroll")).toBe("Payroll");
    expect(categoryFromSegment("HR%20Technology")).toBe("HR Technology");
    expect(categoryFromSegment("HR Technology")).toBe("HR Technology");
    expect(categoryFromSegment("all")).toBeUndefined();
    for (const bad of ["payroll", "Nonsense", "%E0%A4%A"]) expect(categoryFromSegment(bad), bad).toBeNull();
  });

  it("accepts only canonical page numbers", () => {
    expect(pageFromSegment("1")).toBe(1);
    expect(pageFromSegment("600")).toBe(600);
    for (const bad of ["0", "01", "-1", "1.5", "abc", "", "99999999"]) expect(pageFromSegment(bad)).toBeNull();
  });
});
