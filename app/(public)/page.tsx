// Home, the News tab: hero with search, category tabs, the blog grid, pagination and newsletter.
// Every listing state lives in the URL and is rendered on the server.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageViewOnLoad } from "@/components/analytics";
import { BlogGrid } from "@/components/blog/blog-grid";
import { CategoryTabs } from "@/components/blog/category-tabs";
import { ListingPendingArea, ListingTransitionProvider } from "@/components/blog/listing-transition";
import { Pagination } from "@/components/blog/pagination";
import { HeroSearchForm } from "@/components/public/hero-search-form";
import { Newsletter } from "@/components/public/newsletter";
import { analyticsId } from "@/components/public/analytics-id";
import { listPublishedBlogs } from "@/lib/data/blogs";
import { blogListingHref, parseBlogListingParams } from "@/lib/validations/blog";

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const { category, search, page } = parseBlogListingParams(await searchParams);
  return {
    alternates: { canonical: blogListingHref({ category, page }) },
    // Search results are not worth indexing; category pages are.
    robots: search ? { index: false, follow: true } : undefined,
  };
}

export default async function HomePage({ searchParams }: PageProps) {
  const { category, search, page } = parseBlogListingParams(await searchParams);
  // The hidden search word works without JavaScript too.
  if (search === "admin") redirect("/profile");

  const listing = await listPublishedBlogs({ category, search, page });
  const gaId = analyticsId();

  return (
    <ListingTransitionProvider>
      <PageViewOnLoad enabled={Boolean(gaId)} path="/" />
      <section className="bg-gradient-to-b from-blue-50 to-white px-4 py-14 text-center sm:py-20">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">Your go to HR News.</h1>
        <HeroSearchForm key={`${category ?? ""}|${search ?? ""}`} search={search} category={category} />
      </section>

      <section aria-label="Blogs" className="mx-auto max-w-7xl px-4 sm:px-6">
        <CategoryTabs active={category} search={search} />
        <div className="mt-8">
          <ListingPendingArea>
            <BlogGrid blogs={listing.blogs} />
          </ListingPendingArea>
        </div>
        <Pagination page={listing.page} totalPages={listing.totalPages} category={category} search={search} />
      </section>

      <Newsletter />
    </ListingTransitionProvider>
  );
}
