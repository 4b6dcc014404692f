// /pay/{family}: one role family's pay in every country with figures (cached until a job or
// company write, or a day). An unknown family is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PayPage, payTitle } from "@/components/pay/pay-page";
import { isRoleFamily, ROLE_FAMILY_LABELS } from "@/lib/jobs/rules/role-family";
import { readPayView } from "@/lib/pay";
import { isBuildPhase } from "@/lib/server/build-phase";
import { pageMetadata } from "@/lib/seo/metadata";
import { payPath } from "@/lib/seo/urls";

type PageProps = { params: Promise<{ family: string }> };

export const revalidate = 86400;
export const generateStaticParams = () => [];

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { family } = await params;
  if (!isRoleFamily(family) || family === "not-hr") return { title: "Not found", robots: { index: false } };
  return pageMetadata({
    title: payTitle({ filters: { family } }),
    description: `What ${ROLE_FAMILY_LABELS[family].toLowerCase()} roles pay by seniority and country, from ranges verified employers posted.`,
    path: payPath(family),
  });
}

export default async function PayFamilyPage({ params }: PageProps) {
  const { family } = await params;
  if (!isRoleFamily(family) || family === "not-hr") notFound();
  if (isBuildPhase()) return null;
  return <PayPage view={await readPayView({ family })} path={payPath(family)} />;
}
