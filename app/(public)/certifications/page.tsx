// /certifications: the certifications list, page 1, cached until a certification write expires it.
import { CertificationsView, certificationsMetadata } from "@/components/certifications/certifications-view";
import { isBuildPhase } from "@/lib/server/build-phase";
import { readCertificationListing } from "@/lib/cache/public-cache";

export const revalidate = 86400;

export const generateMetadata = () => certificationsMetadata({ page: 1 });

export default async function CertificationsPage() {
  if (isBuildPhase()) return null;
  return <CertificationsView listing={await readCertificationListing(1)} />;
}
