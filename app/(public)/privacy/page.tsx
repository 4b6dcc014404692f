// /privacy: the privacy policy staff write in Manage About, cached until the record is saved (a day at most).
import { LegalPage, legalPageMetadata } from "@/components/site/legal-page";

export const revalidate = 86400;

export const generateMetadata = () => legalPageMetadata("privacy");

export default function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
