import type { Metadata } from "next";
import { CertificationsAdminList } from "@/components/certifications/certifications-admin-list";

export const metadata: Metadata = { title: "Manage Certifications" };

export default function ManageCertificationsPage() {
  return <CertificationsAdminList />;
}
