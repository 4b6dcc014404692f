"use client";
// The edit screen of a certification (from Manage Certifications): the add form, pre-filled.
import { useRouter } from "next/navigation";
import { useApiData, useRevalidateLists } from "@/components/back-office/use-api-data";
import { PageSection } from "@/components/ui/page-section";
import { Spinner } from "@/components/ui/spinner";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { CertificationItem } from "@/lib/certifications/certifications";
import { CertificationForm } from "./certification-form";

export function EditCertification({ id }: { id: string }) {
  const router = useRouter();
  const revalidate = useRevalidateLists();
  const { data, loading, error } = useApiData<ApiSuccess<{ certification: CertificationItem }>>(
    `/api/admin/certification/${id}`,
    "Failed to load the certification",
  );
  if (!data) {
    return loading ? (
      <Spinner label="Loading the certification" />
    ) : (
      <PageSection id="edit-certification" title="Edit Certification">
        <p role="alert" className="text-slate-700">
          {error ?? "Certification not found"}
        </p>
      </PageSection>
    );
  }
  return (
    <CertificationForm
      certification={data.certification}
      onSaved={() => {
        void revalidate();
        router.push("/profile/manage-certifications");
      }}
    />
  );
}
