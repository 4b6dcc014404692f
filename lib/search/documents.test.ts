import { describe, expect, it } from "vitest";
import { SearchEngine } from "./engine";
import { postDocument, snippetSource } from "./documents";

const post = {
  _id: "65f0c0ffee00000000000001",
  title: "Pay bands that hold",
  subTitle: "How to set them",
  excerpt: "Start with the market, then the budget.",
  searchText: "pay bands that hold\nhow to set them\nstart with the market, then the budget.",
  category: ["Compensation"],
  author: { name: "Amelia Hart" },
  createdAt: new Date(Date.UTC(2026, 0, 1)),
};

describe("snippetSource", () => {
  it("makes a post's snippet text from its card, which the index keeps instead of a copy", () => {
    const engine = new SearchEngine();
    engine.upsert(postDocument(post));
    const [hit] = engine.search("bands").hits;
    expect(hit?.item.excerpt).toBeUndefined();
    expect(snippetSource(hit!.item)).toBe("How to set them — Start with the market, then the budget.");
    expect(snippetSource(hit!.item)).toBe(postDocument(post).excerpt);
  });

  it("keeps the excerpt of an item without a card", () => {
    const engine = new SearchEngine();
    engine.upsert({
      key: "event:1",
      type: "event",
      id: "1",
      title: "Pay bands workshop",
      sub: "Berlin",
      meta: "",
      body: "",
      date: 0,
      categories: [],
      excerpt: "Berlin — A morning on pay bands.",
    });
    expect(snippetSource(engine.search("bands").hits[0]!.item)).toBe("Berlin — A morning on pay bands.");
  });
});
