// /jobs/page/{n}: later pages of the jobs list, cached per page.
import { JobsView, jobsMetadata } from "@/components/jobs/jobs-view";
import { readJobListing } from "@/lib/cache/public-cache";
import { assertPageExists, pageOrNotFound, type PageParams } from "@/lib/http/listing-params";

export const revalidate = 86400;
export const generateStaticParams = () => [];

type PageProps = { params: PageParams };

export async function generateMetadata({ params }: PageProps) {
  return jobsMetadata(pageOrNotFound((await params).n));
}

export default async function JobsListingPage({ params }: PageProps) {
  const page = pageOrNotFound((await params).n);
  const listing = await readJobListing({ page });
  assertPageExists(page, listing.pagination.totalPages);
  return <JobsView listing={listing} />;
}
