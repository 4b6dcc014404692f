// The cached home listings (/, /page/N, /category/{slug}, /category/{slug}/page/N): data, 404 past
// the last page, metadata. Search results render through app/(public)/search instead.
import type { Metadata } from "next";
import { HomeView, homeMetadata } from "@/components/posts/home-view";
import type { BlogCategory } from "@/lib/constants";
import { readAbout, readBlogListing } from "@/lib/cache/public-cache";
import { assertPageExists } from "@/lib/http/listing-params";

export function homeListingMetadata(category: BlogCategory | undefined, page: number): Metadata {
  return homeMetadata({ category, page, search: undefined });
}

export async function HomeListing({ category, page }: { category?: BlogCategory; page: number }) {
  const [listing, about] = await Promise.all([readBlogListing(category, page), readAbout()]);
  assertPageExists(page, listing.totalPages);
  return <HomeView params={{ category, page, search: undefined }} listing={listing} about={about} />;
}
