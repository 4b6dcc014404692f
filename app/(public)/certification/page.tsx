import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CertificationDetail } from "@/components/certifications/certification-detail";
import { JsonLd } from "@/components/ui/json-ld";
import { firstParam, type SearchParams } from "@/components/ui/search-params";
import { findCertification } from "@/lib/data/certifications";
import { htmlToText } from "@/lib/html/text";
import { courseJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { certificationPath, metaDescription } from "@/lib/seo/urls";

type PageProps = { searchParams: Promise<SearchParams> };

/** One read per request, shared by the metadata and the page. */
const loadCertification = cache(async (id: string | undefined) => (id ? findCertification(id) : null));

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const id = firstParam((await searchParams).id);
  const certification = await loadCertification(id);
  if (!certification) return { title: "Certification not found", robots: { index: false } };
  return pageMetadata({
    title: certification.title,
    description: metaDescription(htmlToText(certification.description) || certification.skills),
    path: certificationPath(certification._id),
  });
}

export default async function CertificationPage({ searchParams }: PageProps) {
  const certification = await loadCertification(firstParam((await searchParams).id));
  if (!certification) notFound();
  return (
    <>
      <JsonLd
        data={courseJsonLd(getSite(), {
          ...certification,
          description: metaDescription(htmlToText(certification.description) || certification.skills, 300),
        })}
      />
      <CertificationDetail certification={certification} />
    </>
  );
}
