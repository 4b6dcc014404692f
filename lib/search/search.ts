// Site search: the in-process index when it is ready (lib/search/), the database meanwhile. Results
// carry plain-text titles and escaped snippets with the matched words in <mark>.
import "server-only";
import type { BlogCard } from "@/lib/posts/blog-card";
import { pageRange } from "@/lib/db-paginate";
import { snippetSource } from "@/lib/search/documents";
import { fallbackSearch } from "@/lib/search/fallback";
import { currentIndex } from "@/lib/search/index-state";
import { readBodyText } from "@/lib/search/source";
import { queryWords, type RankedHit } from "@/lib/search/engine";
import { containsTerm, highlightSnippet } from "@/lib/search/text";
import {
  itemUrl,
  type SearchAnswer,
  type SearchResult,
  type SearchType,
  type StoredItem,
} from "@/lib/search/types";
import { runGatedRead } from "@/lib/server/work-limits";

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

/** A snippet, and whether it is the one to keep (false when the body could not be read). */
type Snippet = { text: string; final: boolean };

/** The snippet's text: the kept excerpt, or the whole body when the match lies past it. */
async function snippetFor(item: StoredItem, terms: Set<string>, titleMatched: boolean): Promise<Snippet> {
  const excerpt = snippetSource(item);
  if (titleMatched || containsTerm(excerpt, terms)) {
    return { text: highlightSnippet(excerpt, terms), final: true };
  }
  const body = await readBodyText(item.type, item.id).catch(() => undefined);
  const text = highlightSnippet(body && containsTerm(body, terms) ? body : excerpt, terms);
  return { text, final: body !== undefined };
}

/**
 * Result pages already made for a ranking (lib/search/engine.ts `answer`), so a repeated search reads
 * no body and highlights nothing again; they go with the ranking when the index changes. At most
 * MEMO_PAGES pages per ranking, so paging through a common word cannot fill the heap.
 */
const pageMemo = new WeakMap<object, Map<string, Promise<SearchResult[]>>>();
const MEMO_PAGES = 10;

function resultPage(answer: object, pageKey: string, hits: RankedHit[]): Promise<SearchResult[]> {
  const pages = pageMemo.get(answer) ?? new Map<string, Promise<SearchResult[]>>();
  const known = pages.get(pageKey);
  if (known) return known;
  const made = Promise.all(hits.map((hit) => snippetFor(hit.item, hit.terms, hit.titleMatched))).then(
    (snippets) => {
      if (snippets.some((snippet) => !snippet.final)) pages.delete(pageKey);
      return snippets.map((snippet, index) => result(hits[index]!.item, snippet.text));
    },
  );
  if (pages.size < MEMO_PAGES) {
    pages.set(pageKey, made);
    pageMemo.set(answer, pages);
    made.catch(() => pages.delete(pageKey));
  }
  return made;
}

const sum = (counts: SearchAnswer["counts"]) => Object.values(counts).reduce((a, b) => a + b, 0);

/** One page of results for `q`, best first, with the number of matches per type. */
export async function searchSite({ q, type, category, page, limit }: SiteSearch): Promise<SearchAnswer> {
  const started = performance.now();
  // The index's ranked hits are paged in memory (not a database query); the database fallback reads
  // only the first skip + limit matches of each type, ranks them and pages them the same way.
  const { skip } = pageRange(page, limit);
  const engine = await currentIndex();
  if (engine) {
    const { hits, counts, answer } = engine.search(q, { type, category });
    const results = await resultPage(
      answer,
      `${type ?? ""}|${skip}|${limit}`,
      hits.slice(skip, skip + limit),
    );
    const total = type ? counts[type] : sum(counts);
    return { results, total, counts, tookMs: elapsed(started), source: "index" };
  }
  const { docs, counts } = await runGatedRead(() => fallbackSearch(q, { type, category }, skip + limit));
  const terms = new Set(queryWords(q));
  const results = docs
    .slice(skip, skip + limit)
    .map((doc) => result(doc, highlightSnippet(doc.excerpt, terms)));
  const total = type ? counts[type] : sum(counts);
  return { results, total, counts, tookMs: elapsed(started), source: "database" };
}

/**
 * One page of posts matching `q` (in `category` when given) as cards, ranked as the site search ranks
 * them, and their number; null while the index is not ready.
 */
export async function rankPosts(
  q: string,
  category: string | undefined,
  page: number,
  limit: number,
): Promise<{ cards: BlogCard[]; total: number } | null> {
  const engine = await currentIndex();
  if (!engine) return null;
  const { hits, counts } = engine.search(q, { type: "post", category });
  const { skip } = pageRange(page, limit);
  const cards = hits
    .slice(skip, skip + limit)
    .map((hit) => hit.item.card)
    .filter((card): card is BlogCard => card !== undefined);
  return { cards, total: counts.post };
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
