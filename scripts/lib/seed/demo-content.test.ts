// The demo content a visitor meets first (issue 47): enough of everything, no repeated templates,
// no article errors ("a advanced").
import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "../../../lib/constants";
import { DEMO_DRAFTS } from "./demo-blogs";
import { DEMO_COMPANIES } from "./demo-companies";
import { DEMO_EVENTS, DEMO_JOBS } from "./demo-listings";
import { DEMO_POSTS } from "./demo-posts";
import { DEMO_CERTIFICATIONS } from "./demo-site";

const allText = [
  ...DEMO_POSTS.flatMap((post) => [
    post.title,
    post.subTitle,
    ...post.paragraphs,
    ...(post.list?.items ?? []),
  ]),
  ...DEMO_EVENTS.map((event) => event.description),
  ...DEMO_JOBS.map((job) => job.description),
  ...DEMO_COMPANIES.map((company) => company.about),
  ...DEMO_CERTIFICATIONS.map((certification) => certification.summary),
];

describe("demo content", () => {
  it("has at least 30 distinct published posts, three or more in every category", () => {
    const published = DEMO_POSTS.filter((_, n) => !DEMO_DRAFTS.includes(n));
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(new Set(DEMO_POSTS.map((post) => post.title)).size).toBe(DEMO_POSTS.length);
    // No shared title template: no two titles start with the same three words.
    const openings = DEMO_POSTS.map((post) => post.title.split(" ").slice(0, 3).join(" "));
    expect(new Set(openings).size).toBe(openings.length);
    for (const category of BLOG_CATEGORIES) {
      expect(
        published.filter((post) => post.category.includes(category)).length,
        category,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("has 10 approved events, some with credits, and 15 jobs at 6 company pages", () => {
    expect(DEMO_EVENTS.filter((event) => event.isApproved).length).toBeGreaterThanOrEqual(10);
    expect(DEMO_EVENTS.some((event) => event.isApproved && (event.credits?.length ?? 0) > 0)).toBe(true);
    expect(DEMO_JOBS).toHaveLength(15);
    expect(new Set(DEMO_JOBS.map((job) => job.company))).toEqual(
      new Set(DEMO_COMPANIES.map((company) => company._id)),
    );
    expect(DEMO_COMPANIES).toHaveLength(6);
    expect(new Set(DEMO_JOBS.map((job) => job.description)).size).toBe(DEMO_JOBS.length);
    expect(DEMO_CERTIFICATIONS).toHaveLength(6);
  });

  // "a one-to-one" is right: "one" starts with a consonant sound.
  it("uses 'an' before a vowel sound and never repeats a word by accident", () => {
    const misuse = allText.flatMap((text) => [...text.matchAll(/\ba (?!one\b)([aeio]\w*)/gi)].map((m) => m[0]));
    expect(misuse).toEqual([]);
    const doubled = allText.flatMap((text) => [...text.matchAll(/\b(\w+) \1\b/gi)].map((m) => m[0]));
    expect(doubled).toEqual([]);
  });
});
