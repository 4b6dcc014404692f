// The in-process full-text index (MiniSearch) and its ranking. Pure and synchronous: the index
// state (lib/search/index-state.ts) feeds it; unit tests use it directly.
import MiniSearch, { type Query, type SearchResult as MiniResult } from "minisearch";
import {
  PREFIX_MIN_LENGTH,
  STOP_WORDS,
  TYPO_MIN_LENGTH,
  adjacentSwaps,
  indexTerm,
  normalizeTerm,
  tokenize,
} from "./text";
import {
  emptyCounts,
  type SearchCounts,
  type SearchDocument,
  type SearchType,
  type StoredItem,
} from "./types";

/** A title match counts most, then subtitle/company/skills, then categories/author/location, then the body. */
export const FIELD_BOOSTS = { title: 6, sub: 3, meta: 2, body: 1 } as const;
const FIELDS = Object.keys(FIELD_BOOSTS);

/** Query words beyond this many are ignored (a query is at most 200 characters anyway). */
const MAX_QUERY_WORDS = 12;

export type SearchFilter = { type?: SearchType; category?: string };

export type RankedHit = {
  item: StoredItem;
  /** The item's words that matched (normalised), for highlighting. */
  terms: Set<string>;
  titleMatched: boolean;
};

/**
 * `answer` is the same object for every search answered from one cached ranking, and a new one once
 * the index changes or an item in it expires: callers key their own memos of derived work (result
 * pages with snippets) on it, so those memos live and die with the ranking.
 */
export type EngineAnswer = { hits: RankedHit[]; counts: SearchCounts; answer: object };

type Ranked = RankedHit & { words: number; band: number };
/** `until`: the first instant one of its items expires (the answer is ranked again from then). */
type CachedAnswer = {
  ranked: Ranked[];
  counts: SearchCounts;
  until: number;
  /** The ranked matches of one type (filtered once, then kept with the answer). */
  ofType: (type: SearchType) => Ranked[];
};

/**
 * Ranking a common word scores thousands of items (tens of milliseconds on 20 000 posts), so the
 * answers of recent queries are kept until the index changes, up to this many hits in all.
 */
const MAX_CACHED_HITS = 50_000;

/**
 * The normalised words of a query, without repeats or stop words, at most MAX_QUERY_WORDS. The last
 * word stays even when it is a stop word: as it is typed it is the start of a longer word ("the" →
 * "theory").
 */
export function queryWords(query: string): string[] {
  const words = [...new Set(tokenize(query).map(normalizeTerm).filter(Boolean))];
  return words
    .filter((word, index) => index === words.length - 1 || !STOP_WORDS.has(word))
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * The query tree: each word matched exactly, with one typo from TYPO_MIN_LENGTH letters (MiniSearch's
 * fuzzy match: a missing, extra or wrong letter), with a swapped neighbour pair (looked up as words
 * of their own), and the last word also as a prefix from PREFIX_MIN_LENGTH letters.
 */
function buildQuery(words: string[]): Query {
  return {
    combineWith: "OR",
    queries: words.map((word, index) => {
      const typo = word.length >= TYPO_MIN_LENGTH;
      const last = index === words.length - 1;
      return {
        combineWith: "OR",
        queries: [
          { queries: [word], fuzzy: typo ? 1 : false, prefix: last && word.length >= PREFIX_MIN_LENGTH },
          ...(typo ? [{ queries: adjacentSwaps(word), fuzzy: false, prefix: false }] : []),
        ],
      };
    }),
  };
}

/** What a cached answer counts against MAX_CACHED_HITS: its hits, and one for an answer without any. */
const answerCost = (answer: CachedAnswer) => answer.ranked.length + 1;

/** Scores within about 25 % of each other share a band, so the newer item wins. */
const band = (score: number) => Math.round(Math.log2(Math.max(score, 1e-9)) * 3);

function byRank(a: Ranked, b: Ranked): number {
  return (
    b.words - a.words ||
    Number(b.titleMatched) - Number(a.titleMatched) ||
    b.band - a.band ||
    b.item.date - a.item.date ||
    (a.item.key < b.item.key ? -1 : 1)
  );
}

export class SearchEngine {
  private readonly index = new MiniSearch<SearchDocument>({
    idField: "key",
    fields: FIELDS,
    storeFields: [],
    tokenize,
    processTerm: indexTerm,
    // Query words arrive normalised (queryWords); a trailing stop word is still looked up as a prefix.
    searchOptions: { boost: { ...FIELD_BOOSTS }, maxFuzzy: 1, processTerm: (term) => term },
  });
  private readonly items = new Map<string, StoredItem>();
  /** Posts (all, or of one category), newest first: built on first use after a change. */
  private readonly newestLists = new Map<string, StoredItem[]>();
  /** Recent queries' ranked matches (least recently used first), bounded by their total hits. */
  private readonly cache = new Map<string, CachedAnswer>();
  private cachedHits = 0;

  get size(): number {
    return this.items.size;
  }

  /** Adds the item, or replaces the version indexed before. */
  upsert(doc: SearchDocument): void {
    this.forgetAnswers();
    if (this.items.has(doc.key)) this.index.discard(doc.key);
    this.index.add(doc);
    // Everything but the indexed-only text: bodies are never kept in memory, nor a post's excerpt,
    // which its card holds (snippetSource in ./documents).
    const { key, type, id, title, date, categories, excerpt, hiddenAfter, card } = doc;
    this.items.set(key, {
      key,
      type,
      id,
      title,
      date,
      categories,
      hiddenAfter,
      ...(card ? { card } : { excerpt }),
    });
  }

  remove(key: string): void {
    if (!this.items.has(key)) return;
    this.forgetAnswers();
    this.index.discard(key);
    this.items.delete(key);
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  /**
   * Every match, best first: more of the query's words, then a match in the title, then the score
   * (BM25 with field boosts; typo and prefix matches weigh less), then the newer item.
   * `counts` are per type under the category filter; `hits` also honour the type filter.
   */
  search(query: string, filter: SearchFilter = {}): EngineAnswer {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [], counts: emptyCounts(), answer: {} };
    const cached = this.rankedFor(words, filter.category);
    const type = filter.type;
    return { hits: type ? cached.ofType(type) : cached.ranked, counts: cached.counts, answer: cached };
  }

  /** The ranked matches of all types, from the cache of recent queries when the index is unchanged. */
  private rankedFor(words: string[], category: string | undefined): CachedAnswer {
    const key = `${category ?? ""}|${words.join(" ")}`;
    const cached = this.cache.get(key);
    if (cached && cached.until <= Date.now()) {
      this.cache.delete(key);
      this.cachedHits -= answerCost(cached);
    } else if (cached) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const answer = this.rank(words, category);
    this.cache.set(key, answer);
    this.cachedHits += answerCost(answer);
    for (const [oldKey, old] of this.cache) {
      if (this.cachedHits <= MAX_CACHED_HITS || oldKey === key) break;
      this.cache.delete(oldKey);
      this.cachedHits -= answerCost(old);
    }
    return answer;
  }

  private rank(words: string[], category: string | undefined): CachedAnswer {
    const counts = emptyCounts();
    const wordOf = new Map<string, number>();
    words.forEach((word, index) => {
      wordOf.set(word, index);
      if (word.length >= TYPO_MIN_LENGTH) for (const swap of adjacentSwaps(word)) wordOf.set(swap, index);
    });
    const ranked: Ranked[] = [];
    const now = Date.now();
    let until = Infinity;
    for (const result of this.index.search(buildQuery(words)) as MiniResult[]) {
      const item = this.items.get(String(result.id));
      if (!item) continue;
      if (item.hiddenAfter !== undefined) {
        if (item.hiddenAfter <= now) continue;
        until = Math.min(until, item.hiddenAfter);
      }
      if (category && !item.categories.includes(category)) continue;
      counts[item.type] += 1;
      const matchedWords = new Set(result.queryTerms.map((term) => wordOf.get(term)));
      ranked.push({
        item,
        terms: new Set(result.terms),
        titleMatched: Object.values(result.match).some((fields) => fields.includes("title")),
        words: matchedWords.size,
        band: band(result.score),
      });
    }
    ranked.sort(byRank);
    const byType = new Map<SearchType, Ranked[]>();
    const ofType = (type: SearchType) => {
      let hits = byType.get(type);
      if (!hits) byType.set(type, (hits = ranked.filter((hit) => hit.item.type === type)));
      return hits;
    };
    return { ranked, counts, until, ofType };
  }

  /**
   * One page of the indexed posts (in `category` when given), newest first, ties by the newer id (the
   * database listing's order, `{ createdAt: -1, _id: -1 }`), with how many there are in all.
   */
  newestPosts({ category, offset, limit }: { category?: string; offset: number; limit: number }): {
    items: StoredItem[];
    total: number;
  } {
    const listKey = category ?? "";
    let list = this.newestLists.get(listKey);
    if (!list) {
      list = [...this.items.values()].filter(
        (item) => item.type === "post" && (!category || item.categories.includes(category)),
      );
      list.sort((a, b) => b.date - a.date || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      this.newestLists.set(listKey, list);
    }
    return { items: list.slice(offset, offset + limit), total: list.length };
  }

  /** Any change to the index makes every cached answer and listing stale. */
  private forgetAnswers(): void {
    this.newestLists.clear();
    if (this.cache.size === 0) return;
    this.cache.clear();
    this.cachedHits = 0;
  }
}
