// Search results of the home listing, rendered on every request and never cached. Readers reach it
// at /?search=… (middleware.ts renders this route there); it is noindex.
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { HomeView, homeMetadata } from "@/components/pages/home-view";
import type { SearchParams } from "@/components/ui/search-params";
import { blogListingHref } from "@/lib/blog-listing";
import { listPublishedBlogs } from "@/lib/data/blogs";
import { readAbout } from "@/lib/data/public-cache";
import { ADMIN_WORD } from "@/lib/legacy-urls";
import { parseBlogListingParams } from "@/lib/validations/blog";

type PageProps = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return homeMetadata(parseBlogListingParams(await searchParams));
}

export default async function SearchPage({ searchParams }: PageProps) {
  const params = parseBlogListingParams(await searchParams);
  // The hidden search word works without JavaScript too.
  if (params.search === ADMIN_WORD) redirect("/profile");
  if (!params.search) redirect(blogListingHref(params));
  const [listing, about] = await Promise.all([listPublishedBlogs(params), readAbout()]);
  return <HomeView params={params} listing={listing} about={about} />;
}
