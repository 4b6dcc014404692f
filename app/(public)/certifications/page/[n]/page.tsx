// /certifications/page/{n}: later pages of the certifications list, cached per page.
import { CertificationsView, certificationsMetadata } from "@/components/certifications/certifications-view";
import { readCertificationListing } from "@/lib/cache/public-cache";
import { assertPageExists, pageOrNotFound, type PageParams } from "@/lib/http/listing-params";

export const revalidate = 86400;
export const generateStaticParams = () => [];

type PageProps = { params: PageParams };

export async function generateMetadata({ params }: PageProps) {
  return certificationsMetadata({ page: pageOrNotFound((await params).n) });
}

export default async function CertificationsListingPage({ params }: PageProps) {
  const page = pageOrNotFound((await params).n);
  const listing = await readCertificationListing(page);
  assertPageExists(page, listing.pagination.totalPages);
  return <CertificationsView state={{ page }} listing={listing} />;
}
