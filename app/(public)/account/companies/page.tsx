import type { Metadata } from "next";
import { CompanyForm } from "@/components/companies/company-form";

export const metadata: Metadata = { title: "Your company page", robots: { index: false, follow: false } };

// A member creates a company page (the form posts with the member's cookie; signed-out members get 401).
export default function AccountCompaniesPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Create a company page</h1>
      <CompanyForm />
    </div>
  );
}
