// The jobs list, cached per page: what `/jobs?page=N` serves (next.config.ts rewrites).
import type { Metadata } from "next";
import { JobsView, jobsMetadata } from "@/components/pages/jobs-view";
import { pageParamOrNotFound, type PageParams } from "@/lib/cache/cached-page-param";
import { readJobListing } from "@/lib/data/public-cache";

type PageProps = { params: PageParams };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return jobsMetadata(await pageParamOrNotFound(params));
}

export default async function CachedJobsPage({ params }: PageProps) {
  return <JobsView listing={await readJobListing(await pageParamOrNotFound(params))} />;
}
