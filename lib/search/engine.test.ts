import { describe, expect, it, vi } from "vitest";
import { SearchEngine } from "./engine";
import type { SearchDocument, SearchType } from "./types";

const DAY = 86_400_000;

function doc(
  id: string,
  fields: Partial<SearchDocument> & { title: string },
  type: SearchType = "post",
): SearchDocument {
  return {
    key: `${type}:${id}`,
    type,
    id,
    sub: "",
    meta: "",
    body: "",
    date: Date.UTC(2026, 0, 1),
    categories: [],
    excerpt: "",
    ...fields,
  };
}

function engineWith(...docs: SearchDocument[]): SearchEngine {
  const engine = new SearchEngine();
  for (const item of docs) engine.upsert(item);
  return engine;
}

const ids = (engine: SearchEngine, query: string, filter = {}) =>
  engine.search(query, filter).hits.map((hit) => hit.item.id);

describe("SearchEngine", () => {
  it("ranks a title match above a body match, even an older one", () => {
    const engine = engineWith(
      doc("body", { title: "Quarterly update", body: "payroll payroll payroll", date: Date.UTC(2026, 5, 1) }),
      doc("title", { title: "Payroll in practice", body: "A short note." }),
    );
    expect(ids(engine, "payroll")).toEqual(["title", "body"]);
  });

  it("ranks items with every query word above items with some", () => {
    const engine = engineWith(
      doc("one", { title: "Payroll payroll payroll", date: Date.UTC(2026, 5, 1) }),
      doc("both", { title: "Benefits", body: "payroll and benefits" }),
    );
    expect(ids(engine, "payroll benefits")).toEqual(["both", "one"]);
  });

  it("does not index stop words, but still completes a trailing one as a prefix", () => {
    const engine = engineWith(
      doc("guide", { title: "The payroll guide", body: "and the rest of it" }),
      doc("theory", { title: "Theory of work" }),
    );
    expect(ids(engine, "the")).toEqual(["theory"]);
    expect(ids(engine, "the payroll")).toEqual(["guide"]);
    expect(ids(engine, "and")).toEqual([]);
  });

  it("breaks ties by recency", () => {
    const base = Date.UTC(2026, 0, 1);
    const engine = engineWith(
      doc("old", { title: "Payroll guide", date: base }),
      doc("new", { title: "Payroll guide", date: base + DAY }),
    );
    expect(ids(engine, "payroll")).toEqual(["new", "old"]);
  });

  it.each([
    ["payrol", "a missing letter"],
    ["payrolll", "an extra letter"],
    ["paytoll", "a wrong letter"],
    ["payorll", "a swapped pair"],
  ])("forgives one typo in a long word: %s (%s)", (query) => {
    const engine = engineWith(doc("p", { title: "Payroll" }));
    expect(ids(engine, query)).toEqual(["p"]);
  });

  it("finds recruitment from recruitmnet (swapped pair)", () => {
    const engine = engineWith(doc("r", { title: "Recruitment trends" }), doc("x", { title: "Retirement" }));
    expect(ids(engine, "recruitmnet")).toEqual(["r"]);
  });

  it("forgives no typo in words under five letters", () => {
    const engine = engineWith(doc("h", { title: "Hiring plan" }));
    expect(ids(engine, "plam")).toEqual([]);
  });

  it("matches the last word as a prefix from three letters", () => {
    const engine = engineWith(doc("p", { title: "Payroll accuracy" }), doc("b", { title: "Benefits" }));
    expect(ids(engine, "pay")).toEqual(["p"]);
    expect(ids(engine, "pa")).toEqual([]);
    // Only the last word is a prefix.
    expect(ids(engine, "pay benefits")).toEqual(["b"]);
  });

  it("filters by type and category and counts per type", () => {
    const engine = engineWith(
      doc("p1", { title: "Payroll news", categories: ["Payroll"] }),
      doc("p2", { title: "Payroll benefits", categories: ["Benefits"] }),
      doc("j1", { title: "Payroll specialist" }, "job"),
      doc("e1", { title: "Payroll summit" }, "event"),
    );
    const all = engine.search("payroll");
    expect(all.counts).toEqual({ post: 2, job: 1, event: 1, certification: 0 });
    expect(ids(engine, "payroll", { type: "job" })).toEqual(["j1"]);
    const category = engine.search("payroll", { category: "Payroll" });
    expect(category.hits.map((hit) => hit.item.id)).toEqual(["p1"]);
    expect(category.counts).toEqual({ post: 1, job: 0, event: 0, certification: 0 });
  });

  it("replaces and removes items", () => {
    const engine = engineWith(doc("p", { title: "Payroll" }));
    engine.upsert(doc("p", { title: "Benefits" }));
    expect(ids(engine, "payroll")).toEqual([]);
    expect(ids(engine, "benefits")).toEqual(["p"]);
    engine.remove("post:p");
    expect(ids(engine, "benefits")).toEqual([]);
    expect(engine.size).toBe(0);
  });

  it("reports the matched words of the item for highlighting", () => {
    const engine = engineWith(doc("p", { title: "Payroll" }));
    const [hit] = engine.search("payrol").hits;
    expect([...hit!.terms]).toEqual(["payroll"]);
    expect(hit!.titleMatched).toBe(true);
  });

  it("ignores accents and case", () => {
    const engine = engineWith(doc("c", { title: "Café Rewards" }));
    expect(ids(engine, "CAFE")).toEqual(["c"]);
  });

  it("answers a repeated search from one ranking until the index changes", () => {
    const engine = engineWith(doc("p", { title: "Payroll" }), doc("j", { title: "Payroll lead" }, "job"));
    const first = engine.search("payroll");
    const again = engine.search("payroll", { type: "job" });
    expect(again.answer).toBe(first.answer);
    expect(again.hits).toBe(engine.search("payroll", { type: "job" }).hits);
    expect(again.hits.map((hit) => hit.item.id)).toEqual(["j"]);
    engine.upsert(doc("q", { title: "Payroll basics" }));
    const changed = engine.search("payroll");
    expect(changed.answer).not.toBe(first.answer);
    expect(changed.hits.map((hit) => hit.item.id)).toContain("q");
  });

  it("ranks again once a cached answer's item has expired", () => {
    const engine = engineWith(doc("j", { title: "Payroll lead", hiddenAfter: Date.now() + 60_000 }, "job"));
    const first = engine.search("payroll");
    expect(first.hits).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 120_000);
      const later = engine.search("payroll");
      expect(later.answer).not.toBe(first.answer);
      expect(later.hits).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  describe("newestPosts", () => {
    const posts = () =>
      engineWith(
        doc("aaaaaaaaaaaaaaaaaaaaaaa1", { title: "Oldest", date: 1000, categories: ["Payroll"] }),
        doc("aaaaaaaaaaaaaaaaaaaaaaa3", { title: "Tie, newer id", date: 2000, categories: ["Payroll"] }),
        doc("aaaaaaaaaaaaaaaaaaaaaaa2", { title: "Tie, older id", date: 2000, categories: ["Benefits"] }),
        doc("aaaaaaaaaaaaaaaaaaaaaaa4", { title: "Newest", date: 3000, categories: [] }),
        doc("job1", { title: "A job is not a post", date: 9000 }, "job"),
      );
    const titles = (page: { items: Array<{ title: string }> }) => page.items.map((item) => item.title);

    it("lists posts newest first, ties by the newer id, with the total, a page at a time", () => {
      const engine = posts();
      expect(titles(engine.newestPosts({ offset: 0, limit: 3 }))).toEqual([
        "Newest",
        "Tie, newer id",
        "Tie, older id",
      ]);
      expect(engine.newestPosts({ offset: 3, limit: 3 })).toMatchObject({ total: 4 });
      expect(titles(engine.newestPosts({ offset: 3, limit: 3 }))).toEqual(["Oldest"]);
    });

    it("filters by category", () => {
      const page = posts().newestPosts({ category: "Payroll", offset: 0, limit: 10 });
      expect(titles(page)).toEqual(["Tie, newer id", "Oldest"]);
      expect(page.total).toBe(2);
    });

    it("follows upserts and removals after a listing was read", () => {
      const engine = posts();
      expect(engine.newestPosts({ offset: 0, limit: 1 }).total).toBe(4);
      engine.upsert(doc("aaaaaaaaaaaaaaaaaaaaaaa5", { title: "Just published", date: 4000 }));
      engine.remove("post:aaaaaaaaaaaaaaaaaaaaaaa4");
      const page = engine.newestPosts({ offset: 0, limit: 2 });
      expect(titles(page)).toEqual(["Just published", "Tie, newer id"]);
      expect(page.total).toBe(4);
    });
  });
});
