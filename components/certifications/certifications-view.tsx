// The certifications list: cards and pagination.
import type { Metadata } from "next";
import { CertificationCard } from "@/components/certifications/certification-card";
import { CertificationFilters } from "@/components/certifications/certification-filters";
import { PageHero } from "@/components/ui/page-hero";
import { Pagination } from "@/components/ui/pagination";
import type { listCertifications } from "@/lib/certifications/certifications";
import { pagedPath } from "@/lib/posts/blog-listing";
import {
  certificationListingHref,
  isFilteredCertificationListing,
  type CertificationListingState,
} from "@/lib/certifications/certification-listing";
import { pageMetadata } from "@/lib/seo/metadata";

type CertificationListing = Awaited<ReturnType<typeof listCertifications>>;

/** Canonical: /certifications, or /certifications/page/N for later pages; filtered lists are noindex. */
export function certificationsMetadata(state: CertificationListingState): Metadata {
  const filtered = isFilteredCertificationListing(state);
  return pageMetadata({
    title: state.page > 1 && !filtered ? `HR Certifications – page ${state.page}` : "HR Certifications",
    description:
      "HR certification courses from beginner to advanced: skills covered, levels, start dates, duration and how to enroll.",
    path: filtered ? "/certifications" : pagedPath("/certifications", state.page),
    noindex: filtered,
  });
}

export function CertificationsView({
  state = { page: 1 },
  listing: { certifications, pagination },
}: {
  state?: CertificationListingState;
  listing: CertificationListing;
}) {
  const filtered = isFilteredCertificationListing(state);
  return (
    <>
      <PageHero
        title="HR Certifications"
        subtitle="Courses that grow your HR skills, from beginner to advanced."
      >
        <CertificationFilters state={state} />
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 pb-16">
        {certifications.length === 0 ? (
          <p className="mt-10 text-center text-lg text-slate-700">
            {filtered ? "No Certifications found." : "Certifications will be added soon."}
          </p>
        ) : (
          <ul className="card-grid mt-10" aria-label="Certifications">
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
            hrefFor={(page) => certificationListingHref({ ...state, page })}
            label="Certification pages"
          />
        ) : null}
      </div>
    </>
  );
}
