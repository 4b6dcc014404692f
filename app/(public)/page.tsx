// Home with a search term (or anything next.config.ts does not rewrite to the cached listing route,
// app/(public)/cached/news): rendered on every request, search results are never cached.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HomeView, homeMetadata } from "@/components/pages/home-view";
import type { SearchParams } from "@/components/ui/search-params";
import { listPublishedBlogs } from "@/lib/data/blogs";
import { readAbout } from "@/lib/data/public-cache";
import { parseBlogListingParams } from "@/lib/validations/blog";

type PageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return homeMetadata(parseBlogListingParams(await searchParams));
}

export default async function HomePage({ searchParams }: PageProps) {
  const params = parseBlogListingParams(await searchParams);
  // The hidden search word works without JavaScript too.
  if (params.search === "admin") redirect("/profile");
  const [listing, about] = await Promise.all([listPublishedBlogs(params), readAbout()]);
  return <HomeView params={params} listing={listing} about={about} />;
}
