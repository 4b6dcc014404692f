// The certifications list, cached per page: what `/certifications?page=N` serves (next.config.ts rewrites).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CertificationsView, certificationsMetadata } from "@/components/pages/certifications-view";
import { pageFromSegment } from "@/lib/cache/cached-routes";
import { readCertificationListing } from "@/lib/data/public-cache";

type PageProps = { params: Promise<{ page: string }> };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

async function pageOf(params: PageProps["params"]): Promise<number> {
  const page = pageFromSegment((await params).page);
  if (page === null) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return certificationsMetadata(await pageOf(params));
}

export default async function CachedCertificationsPage({ params }: PageProps) {
  return <CertificationsView listing={await readCertificationListing(await pageOf(params))} />;
}
