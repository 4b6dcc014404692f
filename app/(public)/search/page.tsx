// The search page, rendered on every request and never cached (noindex, canonical /search):
// - /search?q=…&type=…&page=…: the site search over posts, jobs, events and certifications;
// - /?search=… (the home hero; proxy.ts rewrites it to this route): the
//   News listing with the matching posts, ranked by the same search.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HomeView, homeMetadata } from "@/components/posts/home-view";
import { SiteSearchView, type SiteSearchState } from "@/components/search/site-search-view";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import { blogListingHref } from "@/lib/posts/blog-listing";
import { searchBlogListing } from "@/lib/posts/blog-search";
import { readAbout } from "@/lib/cache/public-cache";
import { searchSite, type SearchAnswer } from "@/lib/search/search";
import { SEARCH_PAGE_SIZE } from "@/lib/constants";
import { ADMIN_WORD } from "@/lib/http/listing-urls";
import { pageMetadata } from "@/lib/seo/metadata";
import { parseBlogListingParams } from "@/lib/posts/blog-schemas";
import { SEARCH_TYPE_VALUES, searchQuerySchema } from "@/lib/search/search-schemas";

type PageProps = { searchParams: Promise<SearchParams> };

/** The home hero's search (`search=`) rather than the site search (`q=`). */
const isHeroSearch = (raw: SearchParams) =>
  firstParam(raw.q) === undefined && firstParam(raw.search) !== undefined;

function siteSearchState(raw: SearchParams): SiteSearchState {
  const q = firstParam(raw.q) ?? "";
  const typeParam = firstParam(raw.type);
  const type = SEARCH_TYPE_VALUES.find((value) => value === typeParam);
  const pageParam = Number(firstParam(raw.page));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 1000 ? pageParam : 1;
  const parsed = searchQuerySchema.safeParse({ q, type, page, limit: SEARCH_PAGE_SIZE });
  if (parsed.success) return { q: parsed.data.q, type, page };
  return { q: q.trim(), type, page: 1, ...(q.trim() ? { error: parsed.error.issues[0]?.message } : {}) };
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const raw = await searchParams;
  if (isHeroSearch(raw)) return homeMetadata(parseBlogListingParams(raw));
  const { q } = siteSearchState(raw);
  return pageMetadata({
    title: q ? `Search results for “${q}”` : "Search",
    description: "Search HR news, jobs, events and certifications.",
    path: "/search",
    noindex: true,
  });
}

export default async function SearchPage({ searchParams }: PageProps) {
  const raw = await searchParams;
  if (isHeroSearch(raw)) {
    const params = parseBlogListingParams(raw);
    // The hidden search word works without JavaScript too.
    if (params.search === ADMIN_WORD) redirect("/profile");
    if (!params.search) redirect(blogListingHref(params));
    const [listing, about] = await Promise.all([searchBlogListing(params), readAbout()]);
    return <HomeView params={params} listing={listing} about={about} />;
  }
  const state = siteSearchState(raw);
  const answer: SearchAnswer | null =
    state.q && !state.error
      ? await searchSite({ q: state.q, type: state.type, page: state.page, limit: SEARCH_PAGE_SIZE })
      : null;
  return <SiteSearchView state={state} answer={answer} />;
}
