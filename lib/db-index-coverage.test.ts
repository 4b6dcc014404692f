import { Types } from "mongoose";
import { describe, expect, it } from "vitest";
import { filterParts, findCoveringIndex, type IndexSpec, type QueryShape } from "./db-index-coverage";

const ID: IndexSpec = { key: { _id: 1 }, unique: true };
const PUBLISHED: IndexSpec = { key: { isPublished: 1, createdAt: -1, _id: -1 } };
const PUBLISHED_CATEGORY: IndexSpec = { key: { isPublished: 1, category: 1, createdAt: -1, _id: -1 } };
const NEWEST: IndexSpec = { key: { createdAt: -1, _id: -1 } };
const EVENTS_BY_DATE: IndexSpec = { key: { isApproved: 1, date: 1, _id: 1 } };
const RSS_SOURCE: IndexSpec = { key: { rssSource: 1 }, unique: true };
const BLOG_INDEXES = [ID, PUBLISHED, PUBLISHED_CATEGORY, NEWEST, RSS_SOURCE];

const newest = { createdAt: -1, _id: -1 };

describe("filterParts", () => {
  it("tells equality, $in, range and pattern conditions apart", () => {
    const parts = filterParts({
      isPublished: true,
      blog: new Types.ObjectId(),
      day: new Date(),
      status: { $eq: "x" },
      _id: { $in: [1, 2] },
      date: { $gte: new Date(), $lt: new Date() },
      searchText: { $regex: "pay" },
      title: /pay/,
      tags: { $all: ["a"] },
      $or: [{ a: 1 }, { b: 2 }],
    });
    expect(parts.equality).toEqual(["isPublished", "blog", "day", "status"]);
    expect(parts.pointLookups).toEqual(["_id"]);
    expect(parts.ranges).toEqual(["date"]);
    expect(parts.others).toEqual(["searchText", "title", "tags", "$or"]);
  });
});

describe("findCoveringIndex", () => {
  const covered: [string, IndexSpec[], QueryShape, IndexSpec][] = [
    ["published listing", BLOG_INDEXES, { filter: { isPublished: true }, sort: newest }, PUBLISHED],
    ["published count (no sort)", BLOG_INDEXES, { filter: { isPublished: true } }, PUBLISHED],
    [
      "a category page",
      BLOG_INDEXES,
      { filter: { category: "Payroll", isPublished: true }, sort: newest },
      PUBLISHED_CATEGORY,
    ],
    [
      "a search: the regex is filtered after the indexed prefix",
      BLOG_INDEXES,
      { filter: { isPublished: true, searchText: { $regex: "pay" } }, sort: newest },
      PUBLISHED,
    ],
    ["the back-office listing, no filter", BLOG_INDEXES, { filter: {}, sort: newest }, NEWEST],
    [
      "the exact reverse sort",
      BLOG_INDEXES,
      { filter: { isPublished: true }, sort: { createdAt: 1, _id: 1 } },
      PUBLISHED,
    ],
    ["an id lookup with an extra condition", BLOG_INDEXES, { filter: { _id: "x", isPublished: true } }, ID],
    ["an $in on ids (populate)", BLOG_INDEXES, { filter: { _id: { $in: ["a", "b"] } } }, ID],
    ["a unique key lookup", BLOG_INDEXES, { filter: { rssSource: "https://a.example" } }, RSS_SOURCE],
    [
      "upcoming events: range on the sort field",
      [ID, EVENTS_BY_DATE],
      { filter: { isApproved: true, date: { $gte: new Date() } }, sort: { date: 1, _id: 1 } },
      EVENTS_BY_DATE,
    ],
    [
      "past events: reverse sort and a search",
      [ID, EVENTS_BY_DATE],
      {
        filter: { isApproved: true, searchText: /x/, date: { $lt: new Date() } },
        sort: { date: -1, _id: -1 },
      },
      EVENTS_BY_DATE,
    ],
    [
      "a range count on the first field",
      [ID, NEWEST],
      { filter: { createdAt: { $gte: new Date() } } },
      NEWEST,
    ],
    [
      "a sort on an equality field is free",
      BLOG_INDEXES,
      { filter: { isPublished: true }, sort: { isPublished: 1, createdAt: -1 } },
      PUBLISHED,
    ],
  ];

  it.each(covered)("covers %s", (_name, indexes, shape, expected) => {
    expect(findCoveringIndex(indexes, shape)).toEqual({ covered: true, index: expected.key });
  });

  const notCovered: [string, IndexSpec[], QueryShape, RegExp][] = [
    ["a count with no filter", BLOG_INDEXES, { filter: {} }, /full collection scan/],
    ["a regex alone", BLOG_INDEXES, { filter: { searchText: { $regex: "pay" } } }, /full collection scan/],
    [
      "a range on a field that is not first",
      [PUBLISHED],
      { filter: { createdAt: { $gte: 1 } } },
      /bounds nothing/,
    ],
    [
      "an equality on an unindexed field",
      BLOG_INDEXES,
      { filter: { isFromRss: true }, sort: newest },
      /equality fields/,
    ],
    [
      "equality fields not first",
      [ID, { key: { createdAt: -1, isPublished: 1 } }],
      { filter: { isPublished: true }, sort: { createdAt: -1 } },
      /equality fields/,
    ],
    [
      "a sort without the _id tie-breaker in the index",
      [ID, { key: { isPublished: 1, createdAt: -1 } }],
      { filter: { isPublished: true }, sort: newest },
      /too short/,
    ],
    [
      "a sort in the wrong order",
      [ID, { key: { isPublished: 1, _id: -1, createdAt: -1 } }],
      { filter: { isPublished: true }, sort: newest },
      /where the sort needs createdAt/,
    ],
    [
      "a mixed-direction sort",
      BLOG_INDEXES,
      { filter: { isPublished: true }, sort: { createdAt: -1, _id: 1 } },
      /mix of its own and the reverse/,
    ],
    [
      "a range field between the equality prefix and the sort",
      [ID, { key: { isApproved: 1, date: 1, createdAt: -1 } }],
      { filter: { isApproved: true, date: { $gte: 1 } }, sort: { createdAt: -1 } },
      /where the sort needs createdAt/,
    ],
    [
      "a sort by _id under an equality filter",
      BLOG_INDEXES,
      { filter: { isPublished: true }, sort: { _id: 1 } },
      /sort needs _id/,
    ],
    [
      "an $in on a non-unique field with a sort",
      [ID, PUBLISHED_CATEGORY],
      { filter: { category: { $in: ["a"] } }, sort: newest },
      /where the sort needs createdAt/,
    ],
    [
      "a text-score sort",
      BLOG_INDEXES,
      { filter: { isPublished: true }, sort: { score: 0 } },
      /not ascending or descending/,
    ],
    ["no indexes", [], { filter: { isPublished: true } }, /no indexes declared/],
  ];

  it.each(notCovered)("does not cover %s", (_name, indexes, shape, reason) => {
    const result = findCoveringIndex(indexes, shape);
    expect(result).toMatchObject({ covered: false, reason: expect.stringMatching(reason) });
  });
});
