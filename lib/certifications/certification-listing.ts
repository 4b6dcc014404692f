// The /certifications listing's URLs (zod-free): unfiltered at /certifications and
// /certifications/page/N (cached); filters are a query string rendered uncached by
// app/(public)/certifications/filter.
import { pagedPath } from "@/lib/posts/blog-listing";
import type { CertificationFormat, CertificationLevel, CreditBody } from "@/lib/constants";

export type CertificationListingState = {
  page: number;
  level?: CertificationLevel;
  format?: CertificationFormat;
  credit?: CreditBody;
};

export const CERTIFICATION_FILTER_PARAMS = ["level", "format", "credit"] as const;

export function isFilteredCertificationListing(state: CertificationListingState): boolean {
  return Boolean(state.level || state.format || state.credit);
}

export function certificationListingHref(state: CertificationListingState): string {
  if (!isFilteredCertificationListing(state)) return pagedPath("/certifications", state.page);
  const params = new URLSearchParams();
  if (state.level) params.set("level", state.level);
  if (state.format) params.set("format", state.format);
  if (state.credit) params.set("credit", state.credit);
  if (state.page > 1) params.set("page", String(state.page));
  return `/certifications?${params.toString()}`;
}
