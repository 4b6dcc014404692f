// /category/{slug}: one category's listing, page 1, cached; its feed is /category/{slug}/feed.xml.
import { HomeListing, homeListingMetadata } from "@/components/posts/home-listing";
import { categoryOrNotFound } from "@/lib/http/listing-params";

export const revalidate = 86400;
export const generateStaticParams = () => [];

type PageProps = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: PageProps) {
  return homeListingMetadata(categoryOrNotFound((await params).slug), 1);
}

export default async function CategoryPage({ params }: PageProps) {
  return <HomeListing category={categoryOrNotFound((await params).slug)} page={1} />;
}
