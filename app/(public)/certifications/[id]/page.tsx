// /certifications/{id}: a certification's page, cached per id; a malformed or unknown id is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CertificationDetail } from "@/components/certifications/certification-detail";
import { JsonLd } from "@/components/seo/json-ld";
import { readCertification } from "@/lib/cache/public-cache";
import { htmlToText } from "@/lib/html/text";
import { courseJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { certificationPath, metaDescription } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ id: string }> };

// Rendered on first request, then served from the cache until a write expires it (a day at most).
export const revalidate = 86400;
export const generateStaticParams = () => [];

/** One read per render, shared by the metadata and the page. */
const loadCertification = cache(readCertification);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const certification = await loadCertification((await params).id);
  if (!certification) return { title: "Certification not found", robots: { index: false } };
  return pageMetadata({
    title: certification.title,
    description: metaDescription(htmlToText(certification.description) || certification.skills),
    path: certificationPath(certification._id),
  });
}

export default async function CertificationPage({ params }: PageProps) {
  const certification = await loadCertification((await params).id);
  if (!certification) notFound();
  const site = getSite();
  return (
    <>
      <JsonLd
        data={courseJsonLd(site, {
          ...certification,
          description: metaDescription(htmlToText(certification.description) || certification.skills, 300),
        })}
      />
      <CertificationDetail certification={certification} siteName={site.name} />
    </>
  );
}
