// The home listing (all categories or one, any page), cached per path and expired by the tags of
// its data: what `/` and `/?category=…&page=…` serve when there is no search (next.config.ts rewrites).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HomeView, homeMetadata } from "@/components/pages/home-view";
import { categoryFromSegment, pageFromSegment } from "@/lib/cache/cached-routes";
import { readAbout, readBlogListing } from "@/lib/data/public-cache";
import type { BlogListingParams } from "@/lib/validations/blog";

type PageProps = { params: Promise<{ category: string; page: string }> };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

async function listingParams(params: PageProps["params"]): Promise<BlogListingParams> {
  const { category: categorySegment, page: segment } = await params;
  const category = categoryFromSegment(categorySegment);
  const page = pageFromSegment(segment);
  if (category === null || page === null) notFound();
  return { category, page, search: undefined };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return homeMetadata(await listingParams(params));
}

export default async function CachedHomePage({ params }: PageProps) {
  const listing = await listingParams(params);
  const [blogs, about] = await Promise.all([readBlogListing(listing.category, listing.page), readAbout()]);
  return <HomeView params={listing} listing={blogs} about={about} />;
}
