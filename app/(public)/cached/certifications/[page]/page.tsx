// The certifications list, cached per page: what `/certifications?page=N` serves (next.config.ts rewrites).
import type { Metadata } from "next";
import { CertificationsView, certificationsMetadata } from "@/components/pages/certifications-view";
import { pageParamOrNotFound, type PageParams } from "@/lib/cache/cached-page-param";
import { readCertificationListing } from "@/lib/data/public-cache";

type PageProps = { params: PageParams };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return certificationsMetadata(await pageParamOrNotFound(params));
}

export default async function CachedCertificationsPage({ params }: PageProps) {
  return <CertificationsView listing={await readCertificationListing(await pageParamOrNotFound(params))} />;
}
