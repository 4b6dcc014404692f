// /pay/{family}/{country}: one role family's pay in one country (ISO code, lower case), cached like
// /pay/{family}. An unknown family or country code is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PayPage, payTitle } from "@/components/pay/pay-page";
import { isRoleFamily, ROLE_FAMILY_LABELS, type RoleFamily } from "@/lib/jobs/rules/role-family";
import { COUNTRY_NAMES } from "@/lib/jobs/rules/job-place";
import { countryName, readPayView } from "@/lib/pay";
import { isBuildPhase } from "@/lib/server/build-phase";
import { pageMetadata } from "@/lib/seo/metadata";
import { payPath } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ family: string; country: string }> };

export const revalidate = 86400;
export const generateStaticParams = () => [];

function placeOf(family: string, country: string): { family: RoleFamily; country: string } | null {
  const code = country.toUpperCase();
  if (!isRoleFamily(family) || family === "not-hr" || country !== code.toLowerCase() || !COUNTRY_NAMES[code])
    return null;
  return { family, country: code };
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { family, country } = await params;
  const place = placeOf(family, country);
  if (!place) return { title: "Not found", robots: { index: false } };
  return pageMetadata({
    title: payTitle({ filters: place }),
    description: `What ${ROLE_FAMILY_LABELS[place.family].toLowerCase()} roles pay in ${countryName(place.country)} by seniority, from ranges verified employers posted.`,
    path: payPath(place.family, place.country),
  });
}

export default async function PayCountryPage({ params }: PageProps) {
  const { family, country } = await params;
  const place = placeOf(family, country);
  if (!place) notFound();
  if (isBuildPhase()) return null;
  return <PayPage view={await readPayView(place)} path={payPath(place.family, place.country)} />;
}
