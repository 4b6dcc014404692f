// Search before the index is ready: the database query the site used before it had an index (a
// literal, case-insensitive substring match, newest first). Slow on large collections, which is why
// it only answers while the index builds.
import "server-only";
import type { QueryFilter } from "mongoose";
import { literalSearchPattern } from "@/lib/posts/blog-text";
import { connectDb } from "@/lib/db";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { SOURCE_FIELDS, toSearchDocument } from "./documents";
import { SEARCH_TYPES, emptyCounts, type SearchDocument, type SearchType } from "./types";
import { VISIBILITY_FIELDS, isVisible } from "./visibility";

type Raw = Record<string, unknown> & { _id: unknown };
type Filter = { type?: SearchType; category?: string };

function filterFor(type: SearchType, pattern: string, category?: string): QueryFilter<unknown> {
  const regex = { $regex: pattern, $options: "i" };
  // `searchText` is stored lower-cased and the pattern is lower-cased: the old query exactly.
  const lowerCased = { $regex: pattern };
  switch (type) {
    case "post":
      return { isPublished: true, searchText: lowerCased, ...(category ? { category } : {}) };
    case "event":
      return { isApproved: true, searchText: lowerCased };
    case "job":
      return {
        isApproved: true,
        $or: ["title", "company", "location", "description"].map((field) => ({ [field]: regex })),
      };
    case "certification":
      return { $or: ["title", "skills", "description"].map((field) => ({ [field]: regex })) };
  }
}

const MODELS = { post: Blog, job: Job, event: Event, certification: Certification } as const;
const DATE_FIELD: Record<SearchType, string> = {
  post: "createdAt",
  job: "createdAt",
  event: "date",
  certification: "date",
};

/** The newest `take` matches per type (category: posts only) and the counts, merged newest first. */
export async function fallbackSearch(query: string, filter: Filter, take: number) {
  await connectDb();
  const pattern = literalSearchPattern(query.trim());
  const types = SEARCH_TYPES.filter((type) => !filter.category || type === "post");
  const counts = emptyCounts();
  const found = await Promise.all(
    types.map(async (type) => {
      const model = MODELS[type] as unknown as typeof Blog;
      const mongoFilter = filterFor(type, pattern, filter.category) as QueryFilter<never>;
      counts[type] = await model.countDocuments(mongoFilter);
      if (filter.type && filter.type !== type) return [];
      const fields = [...SOURCE_FIELDS[type], ...VISIBILITY_FIELDS[type]].map((field) =>
        field === "searchText" ? "+searchText" : field,
      );
      const docs = await model
        .find(mongoFilter)
        .select(fields.join(" "))
        .sort({ [DATE_FIELD[type]]: -1, _id: -1 })
        .limit(take)
        .lean<Raw[]>();
      return docs.filter((doc) => isVisible[type](doc)).map((doc) => toSearchDocument[type](doc));
    }),
  );
  const docs: SearchDocument[] = found.flat().sort((a, b) => b.date - a.date);
  return { docs, counts };
}
