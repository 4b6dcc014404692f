// The certifications list: cards and pagination.
import type { Metadata } from "next";
import { CertificationCard } from "@/components/certifications/certification-card";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import type { listCertifications } from "@/lib/data/certifications";
import { pagedPath } from "@/lib/blog-listing";
import { pageMetadata } from "@/lib/seo/metadata";

type CertificationListing = Awaited<ReturnType<typeof listCertifications>>;

/** Canonical: /certifications, or /certifications/page/N for later pages. */
export function certificationsMetadata(page: number): Metadata {
  return pageMetadata({
    title: page > 1 ? `HR Certifications – page ${page}` : "HR Certifications",
    description:
      "HR certification courses from beginner to advanced: skills covered, levels, start dates, duration and how to enroll.",
    path: pagedPath("/certifications", page),
  });
}

export function CertificationsView({
  listing: { certifications, pagination },
}: {
  listing: CertificationListing;
}) {
  return (
    <>
      <PageHero
        title="HR Certifications"
        subtitle="Courses that grow your HR skills, from beginner to advanced."
      />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {certifications.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">Certifications will be added soon.</p>
        ) : (
          <ul
            className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-label="Certifications"
          >
            {certifications.map((certification) => (
              <li key={certification._id}>
                <CertificationCard certification={certification} />
              </li>
            ))}
          </ul>
        )}
        {pagination.totalPages > 1 ? (
          <Pagination
            page={pagination.page}
            totalPages={pagination.totalPages}
            hrefFor={(page) => pagedPath("/certifications", page)}
            label="Certification pages"
          />
        ) : null}
      </div>
    </>
  );
}
