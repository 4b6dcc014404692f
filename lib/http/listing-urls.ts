// The public URLs that carry listing state in a query string (the forms before the path-based ones)
// and the searches: what proxy.ts does with them. Old forms answer 308 to the path form with
// no query left over; a search term renders the uncached search route at the same URL.
import { BLOG_CATEGORIES } from "@/lib/constants";
import { blogListingHref, pagedPath } from "@/lib/posts/blog-listing";
import { CERTIFICATION_FILTER_PARAMS } from "@/lib/certifications/certification-listing";
import { EVENT_FILTER_PARAMS } from "@/lib/events/event-listing";
import { JOB_FILTER_PARAMS } from "@/lib/jobs/listing-url";

export type UrlAction = { redirect: string; permanent: boolean } | { rewrite: string } | null;

/** The word typed into the home search box that leads to the back-office. */
export const ADMIN_WORD = "admin";

const pageOf = (value: string | null) => (value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : 1);
const categoryOf = (value: string | null) => BLOG_CATEGORIES.find((category) => category === value?.trim());

/** What to do with a public GET request, from its path and query; `null`: serve it as it is. */
export function publicUrlAction(pathname: string, query: URLSearchParams): UrlAction {
  const search = query.get("search")?.trim();
  const hasPage = query.has("page");
  switch (pathname) {
    case "/":
      if (search === ADMIN_WORD) return { redirect: "/profile", permanent: false };
      if (search) return { rewrite: "/search" };
      if (!query.has("category") && !hasPage && !query.has("search")) return null;
      return {
        redirect: blogListingHref({
          category: categoryOf(query.get("category")),
          page: pageOf(query.get("page")),
        }),
        permanent: true,
      };
    case "/events":
      if (search || EVENT_FILTER_PARAMS.some((name) => query.has(name))) return { rewrite: "/events/search" };
      if (!hasPage && !query.has("search")) return null;
      return { redirect: pagedPath("/events", pageOf(query.get("page"))), permanent: true };
    case "/jobs":
      // Filters (even empty ones from the filter form) render the uncached filtered route.
      if (JOB_FILTER_PARAMS.some((name) => query.has(name))) return { rewrite: "/jobs/filter" };
      return hasPage ? { redirect: pagedPath(pathname, pageOf(query.get("page"))), permanent: true } : null;
    case "/certifications":
      if (CERTIFICATION_FILTER_PARAMS.some((name) => query.has(name)))
        return { rewrite: "/certifications/filter" };
      return hasPage ? { redirect: pagedPath(pathname, pageOf(query.get("page"))), permanent: true } : null;
    case "/certification": {
      const id = query.get("id")?.trim();
      return {
        redirect: id ? `/certifications/${encodeURIComponent(id)}` : "/certifications",
        permanent: true,
      };
    }
    default:
      return null;
  }
}
