// Filtered certifications, at /certifications?level=…&format=…&credit=… (proxy.ts rewrites
// such URLs to this route): rendered on every request, never cached. A value that
// isn't one of the choices is ignored.
import type { Metadata } from "next";
import { CertificationsView, certificationsMetadata } from "@/components/certifications/certifications-view";
import { firstParam, type SearchParams } from "@/lib/http/search-params";
import type { CertificationListingState } from "@/lib/certifications/certification-listing";
import { listCertifications } from "@/lib/certifications/certifications";
import { pageSchema } from "@/lib/common-schemas";
import { certificationFiltersSchema } from "@/lib/certifications/certification-schemas";

type PageProps = { searchParams: Promise<SearchParams> };

function stateOf(raw: SearchParams): CertificationListingState {
  const shape = certificationFiltersSchema.shape;
  const state: CertificationListingState = { page: pageSchema.parse(firstParam(raw.page) ?? 1) };
  const level = shape.level.safeParse(firstParam(raw.level) || undefined);
  if (level.success && level.data) state.level = level.data;
  const format = shape.format.safeParse(firstParam(raw.format) || undefined);
  if (format.success && format.data) state.format = format.data;
  const credit = shape.credit.safeParse(firstParam(raw.credit) || undefined);
  if (credit.success && credit.data) state.credit = credit.data;
  return state;
}

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  return certificationsMetadata(stateOf(await searchParams));
}

export default async function FilteredCertificationsPage({ searchParams }: PageProps) {
  const state = stateOf(await searchParams);
  return <CertificationsView state={state} listing={await listCertifications(state)} />;
}
