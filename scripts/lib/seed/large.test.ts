import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { parseLargeSeedArgs } from "./large";
import { blogCopy } from "./text";

describe("parseLargeSeedArgs", () => {
  it("is undefined without size flags, so `npm run seed` seeds only the demo content", () => {
    expect(parseLargeSeedArgs([])).toBeUndefined();
  });

  it("reads the given sizes and leaves the others at zero", () => {
    expect(parseLargeSeedArgs(["--blogs", "20000", "--comments", "100000"])).toEqual({
      blogs: 20000,
      comments: 100000,
      events: 0,
      jobs: 0,
      certifications: 0,
    });
  });

  it.each([["--blogs", "many"], ["--jobs", "-1"], ["--events"]])("rejects %s %s", (...args) => {
    expect(() => parseLargeSeedArgs(args.filter(Boolean))).toThrow(/needs a whole number/);
  });
});

describe("blogCopy", () => {
  it("gives the first forty demo posts distinct titles covering every category", () => {
    const copies = Array.from({ length: 40 }, (_, n) => blogCopy(n));
    expect(new Set(copies.map((copy) => copy.title)).size).toBe(40);
    expect(new Set(copies.map((copy) => copy.category[0]))).toEqual(new Set(BLOG_CATEGORIES));
    expect(copies[0]!.description).toMatch(/^<p>.+<\/p>.*<ul>/);
  });
});
