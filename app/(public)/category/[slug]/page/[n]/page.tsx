// /category/{slug}/page/{n}: later pages of one category's listing, cached per page.
import { HomeListing, homeListingMetadata } from "@/components/posts/home-listing";
import { categoryOrNotFound, pageOrNotFound } from "@/lib/http/listing-params";

export const revalidate = 86400;
export const generateStaticParams = () => [];

type PageProps = { params: Promise<{ slug: string; n: string }> };

export async function generateMetadata({ params }: PageProps) {
  const { slug, n } = await params;
  return homeListingMetadata(categoryOrNotFound(slug), pageOrNotFound(n));
}

export default async function CategoryListingPage({ params }: PageProps) {
  const { slug, n } = await params;
  return <HomeListing category={categoryOrNotFound(slug)} page={pageOrNotFound(n)} />;
}
