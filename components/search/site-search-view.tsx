// The /search page: the query form, type tabs with counts, results with highlighted snippets,
// pagination, and "No results for …" with suggestions. Server-rendered; a plain GET form.
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { PILL_INPUT_CLASS } from "@/components/ui/field";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from "@/lib/constants";
import { SEARCH_TYPES, type SearchAnswer, type SearchType } from "@/lib/search/types";
import { SearchResultList } from "./search-result-list";
import { TYPE_LABELS, searchPageHref } from "./search-labels";

export type SiteSearchState = {
  q: string;
  type?: SearchType;
  page: number;
  /** Why the query was not run (too long), shown under the box. */
  error?: string;
};

const BROWSE = [
  { href: "/", label: "Latest news" },
  { href: "/jobs", label: "Jobs" },
  { href: "/events", label: "Events" },
  { href: "/certifications", label: "Certifications" },
];

function TypeTabs({ state, answer }: { state: SiteSearchState; answer: SearchAnswer }) {
  const all = SEARCH_TYPES.reduce((sum, type) => sum + answer.counts[type], 0);
  const tabs = [
    { type: undefined, label: "All", count: all },
    ...SEARCH_TYPES.map((type) => ({ type, label: TYPE_LABELS[type].many, count: answer.counts[type] })),
  ];
  return (
    <nav aria-label="Result types" className="overflow-x-auto">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Link
              href={searchPageHref(state.q, tab.type)}
              aria-current={tab.type === state.type ? "page" : undefined}
              className="category-tab"
            >
              {tab.label} ({tab.count})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NoResults({ state, answer }: { state: SiteSearchState; answer: SearchAnswer }) {
  const elsewhere = SEARCH_TYPES.filter((type) => type !== state.type && answer.counts[type] > 0);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-6">
      <p className="text-lg font-semibold text-slate-900">No results for “{state.q}”</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        {state.type && elsewhere.length > 0 ? (
          <li>
            Other types have matches:{" "}
            {elsewhere.map((type, index) => (
              <span key={type}>
                {index > 0 ? ", " : null}
                <Link href={searchPageHref(state.q, type)} className="text-brand underline">
                  {TYPE_LABELS[type].many} ({answer.counts[type]})
                </Link>
              </span>
            ))}
          </li>
        ) : null}
        <li>Check the spelling, or try fewer or more general words.</li>
        <li>
          Or browse:{" "}
          {BROWSE.map((item, index) => (
            <span key={item.href}>
              {index > 0 ? ", " : null}
              <Link href={item.href} className="text-brand underline">
                {item.label}
              </Link>
            </span>
          ))}
        </li>
      </ul>
    </div>
  );
}

export function SiteSearchView({ state, answer }: { state: SiteSearchState; answer: SearchAnswer | null }) {
  const totalPages = answer ? Math.ceil(answer.total / SEARCH_PAGE_SIZE) : 0;
  return (
    <>
      <PageHero title="Search" subtitle="News, jobs, events and certifications in one place.">
        <form
          action="/search"
          method="get"
          role="search"
          className="mx-auto flex w-full max-w-2xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor="site-search" className="sr-only">
            Search the site
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            required
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            defaultValue={state.q}
            placeholder="Search posts, jobs, events, certifications..."
            aria-describedby={state.error ? "site-search-error" : undefined}
            className={PILL_INPUT_CLASS}
          />
          {state.type ? <input type="hidden" name="type" value={state.type} /> : null}
          <button type="submit" className={buttonClass({ pill: true, size: "lg" })}>
            Search
          </button>
        </form>
        {state.error ? (
          <p id="site-search-error" role="alert" className="mt-2 text-sm text-red-700">
            {state.error}
          </p>
        ) : null}
      </PageHero>
      {answer ? (
        <section aria-label="Search results" className="mx-auto max-w-4xl space-y-6 px-4 pb-12 sm:px-6">
          <TypeTabs state={state} answer={answer} />
          <p role="status" className="text-sm text-slate-600">
            {answer.total} {answer.total === 1 ? "result" : "results"} for “{state.q}”
          </p>
          {answer.results.length > 0 ? (
            <SearchResultList results={answer.results} />
          ) : (
            <NoResults state={state} answer={answer} />
          )}
          {answer.total > 0 ? (
            <Pagination
              page={state.page}
              totalPages={totalPages}
              label="Search result pages"
              hrefFor={(page) => searchPageHref(state.q, state.type, page)}
            />
          ) : null}
        </section>
      ) : null}
    </>
  );
}
