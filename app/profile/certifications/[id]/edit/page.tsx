import type { Metadata } from "next";
import { EditCertification } from "@/components/certifications/edit-certification";

export const metadata: Metadata = { title: "Edit Certification" };

type PageProps = { params: Promise<{ id: string }> };

export default async function EditCertificationPage({ params }: PageProps) {
  const { id } = await params;
  return <EditCertification id={id} />;
}
