// The home page (News tab): hero with search, category tabs, the blog grid, pagination and
// newsletter. Rendered by the cached listing route and by the uncached search route alike.
import type { Metadata } from "next";
import { PageViewOnLoad } from "@/components/analytics";
import { BlogGrid } from "@/components/posts/blog-grid";
import { CategoryTabs } from "@/components/posts/category-tabs";
import { HomeHighlights } from "@/components/posts/home-highlights";
import {
  ListingPendingArea,
  ListingTransitionProvider,
  ScrollingListingLink,
} from "@/components/posts/listing-transition";
import { analyticsId } from "@/components/public/analytics-id";
import { HeroSearchForm } from "@/components/public/hero-search-form";
import { Newsletter } from "@/components/public/newsletter";
import { JsonLd } from "@/components/seo/json-ld";
import { Pagination } from "@/components/ui/pagination";
import { blogListingHref, categoryPath } from "@/lib/posts/blog-listing";
import type { BlogPage } from "@/lib/posts/blogs";
import type { AboutRecord } from "@/lib/site/website";
import { organizationJsonLd, webSiteJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import type { BlogListingParams } from "@/lib/posts/blog-schemas";

/**
 * Canonical rule for the listing: category and page stay (each is a distinct, indexable list), the
 * search term is dropped and search results are noindex.
 */
export function homeMetadata({ category, search, page }: BlogListingParams): Metadata {
  const { name } = getSite();
  const section = category ? `${category} news` : null;
  const pageSuffix = page > 1 ? ` – page ${page}` : "";
  const metadata = pageMetadata({
    title: section ? `${section}${pageSuffix}` : `Your go to HR News${pageSuffix}`,
    description: section
      ? `The latest ${category} articles for HR professionals on ${name}.`
      : "HR industry news and blogs: people analytics, HR technology, talent acquisition, payroll, performance, rewards and benefits.",
    path: blogListingHref({ category, page }),
    noindex: Boolean(search),
    ...(category
      ? { feed: { url: `${categoryPath(category)}/feed.xml`, title: `${name} – ${category} RSS feed` } }
      : {}),
  });
  // The home page itself shows the root layout's default title ("{site} – Your go to HR News").
  return section || page > 1
    ? metadata
    : { ...metadata, title: { absolute: `${name} – Your go to HR News` } };
}

type HomeViewProps = { params: BlogListingParams; listing: BlogPage; about: AboutRecord | null };

export function HomeView({ params: { category, search }, listing, about }: HomeViewProps) {
  // The front page (no category, no search, page 1) leads with the newest post and adds the events,
  // jobs and categories below the grid.
  const frontPage = !category && !search && listing.page === 1;
  const gaId = analyticsId();
  const site = getSite();
  const sameAs = Object.values(about?.socialLinks ?? {}).filter((link): link is string => Boolean(link));

  return (
    <ListingTransitionProvider>
      <PageViewOnLoad enabled={Boolean(gaId)} path="/" />
      <JsonLd data={webSiteJsonLd(site)} />
      <JsonLd data={organizationJsonLd(site, sameAs)} />
      <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-14 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Your go to HR News.
        </h1>
        <HeroSearchForm key={`${category ?? ""}|${search ?? ""}`} search={search} category={category} />
      </section>

      <section aria-label="Blogs" className="mx-auto max-w-7xl px-4 sm:px-6">
        <CategoryTabs active={category} search={search} />
        <div className="mt-8">
          <ListingPendingArea>
            <BlogGrid blogs={listing.blogs} leadFirst={frontPage} />
          </ListingPendingArea>
        </div>
        <Pagination
          page={listing.page}
          totalPages={listing.totalPages}
          hrefFor={(page) => blogListingHref({ category, search, page })}
          linkComponent={ScrollingListingLink}
          className="mt-10"
        />
      </section>

      {frontPage ? <HomeHighlights /> : null}

      <Newsletter />
    </ListingTransitionProvider>
  );
}
