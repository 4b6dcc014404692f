import type { Metadata } from "next";
import { CertificationForm } from "@/components/certifications/certification-form";

export const metadata: Metadata = { title: "Add Certification" };

export default function AddCertificationPage() {
  return <CertificationForm />;
}
