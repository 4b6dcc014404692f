// Site search: the in-process index when it is ready (lib/search/), the database meanwhile. Results
// carry plain-text titles and escaped snippets with the matched words in <mark>.
import "server-only";
import { fallbackSearch } from "@/lib/search/fallback";
import { currentIndex } from "@/lib/search/index-state";
import { readBodyText } from "@/lib/search/source";
import { queryWords } from "@/lib/search/engine";
import { containsTerm, highlightSnippet } from "@/lib/search/text";
import {
  itemUrl,
  type SearchAnswer,
  type SearchResult,
  type SearchType,
  type StoredItem,
} from "@/lib/search/types";
import { runGated } from "@/lib/server/work-limits";

export type { SearchAnswer, SearchResult, SearchType } from "@/lib/search/types";

export type SiteSearch = {
  q: string;
  type?: SearchType;
  category?: string;
  page: number;
  limit: number;
};

function result(item: StoredItem, snippet: string): SearchResult {
  return {
    type: item.type,
    id: item.id,
    title: item.title,
    url: itemUrl(item.type, item.id),
    snippet,
    date: new Date(item.date).toISOString(),
  };
}

/** The snippet's text: the kept excerpt, or the whole body when the match lies past it. */
async function snippetFor(item: StoredItem, terms: Set<string>, titleMatched: boolean): Promise<string> {
  if (titleMatched || containsTerm(item.excerpt, terms)) return highlightSnippet(item.excerpt, terms);
  const body = await readBodyText(item.type, item.id).catch(() => "");
  return highlightSnippet(containsTerm(body, terms) ? body : item.excerpt, terms);
}

const sum = (counts: SearchAnswer["counts"]) => Object.values(counts).reduce((a, b) => a + b, 0);

/** One page of results for `q`, best first, with the number of matches per type. */
export async function searchSite({ q, type, category, page, limit }: SiteSearch): Promise<SearchAnswer> {
  const started = performance.now();
  const skip = (page - 1) * limit;
  const engine = await currentIndex();
  if (engine) {
    const { hits, counts } = engine.search(q, { type, category });
    const results = await Promise.all(
      hits
        .slice(skip, skip + limit)
        .map(async (hit) => result(hit.item, await snippetFor(hit.item, hit.terms, hit.titleMatched))),
    );
    const total = type ? counts[type] : sum(counts);
    return { results, total, counts, tookMs: elapsed(started), source: "index" };
  }
  const { docs, counts } = await runGated(() => fallbackSearch(q, { type, category }, skip + limit));
  const terms = new Set(queryWords(q));
  const results = docs
    .slice(skip, skip + limit)
    .map((doc) => result(doc, highlightSnippet(doc.excerpt, terms)));
  const total = type ? counts[type] : sum(counts);
  return { results, total, counts, tookMs: elapsed(started), source: "database" };
}

/**
 * The ids of one page of posts matching `q` (in `category` when given), ranked as the site search
 * ranks them, and their number; null while the index is not ready.
 */
export async function rankPostIds(
  q: string,
  category: string | undefined,
  page: number,
  limit: number,
): Promise<{ ids: string[]; total: number } | null> {
  const engine = await currentIndex();
  if (!engine) return null;
  const { hits, counts } = engine.search(q, { type: "post", category });
  const skip = (page - 1) * limit;
  return { ids: hits.slice(skip, skip + limit).map((hit) => hit.item.id), total: counts.post };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
