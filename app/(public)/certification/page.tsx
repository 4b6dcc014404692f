import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CertificationDetail } from "@/components/certifications/certification-detail";
import { JsonLd } from "@/components/ui/json-ld";
import { firstParam, type SearchParams } from "@/components/ui/search-params";
import { findCertification } from "@/lib/data/certifications";
import { htmlToText, truncateText } from "@/lib/html/text";

type PageProps = { searchParams: Promise<SearchParams> };

/** One read per request, shared by the metadata and the page. */
const loadCertification = cache(async (id: string | undefined) => (id ? findCertification(id) : null));

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const id = firstParam((await searchParams).id);
  const certification = await loadCertification(id);
  if (!certification) return { title: "Certification not found" };
  return {
    title: certification.title,
    description: truncateText(htmlToText(certification.description), 160),
    alternates: { canonical: `/certification?id=${certification._id}` },
  };
}

export default async function CertificationPage({ searchParams }: PageProps) {
  const certification = await loadCertification(firstParam((await searchParams).id));
  if (!certification) notFound();
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Course",
          name: certification.title,
          description: truncateText(htmlToText(certification.description), 300),
          ...(certification.level ? { educationalLevel: certification.level } : {}),
          hasCourseInstance: {
            "@type": "CourseInstance",
            startDate: certification.date.slice(0, 10),
            url: certification.registrationLink,
          },
        }}
      />
      <CertificationDetail certification={certification} />
    </>
  );
}
