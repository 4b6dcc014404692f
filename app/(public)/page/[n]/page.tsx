// /page/{n}: later pages of the home listing (every category), cached per page.
import { HomeListing, homeListingMetadata } from "@/components/posts/home-listing";
import { pageOrNotFound, type PageParams } from "@/lib/http/listing-params";

export const revalidate = 86400;
export const generateStaticParams = () => [];

type PageProps = { params: PageParams };

export async function generateMetadata({ params }: PageProps) {
  return homeListingMetadata(undefined, pageOrNotFound((await params).n));
}

export default async function HomeListingPage({ params }: PageProps) {
  return <HomeListing page={pageOrNotFound((await params).n)} />;
}
