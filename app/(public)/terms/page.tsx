// /terms: the terms of use staff write in Manage About, cached until the record is saved (a day at most).
import { LegalPage, legalPageMetadata } from "@/components/site/legal-page";

export const revalidate = 86400;

export const generateMetadata = () => legalPageMetadata("terms");

export default function TermsPage() {
  return <LegalPage kind="terms" />;
}
