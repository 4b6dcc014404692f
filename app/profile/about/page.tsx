import type { Metadata } from "next";
import { AboutForm } from "@/components/site/about-form";

export const metadata: Metadata = { title: "Manage About" };

export default function ManageAboutPage() {
  return (
    <section aria-labelledby="manage-about-heading" className="max-w-3xl space-y-4">
      <h1 id="manage-about-heading" className="text-2xl font-bold text-slate-900">
        Manage About
      </h1>
      <AboutForm />
    </section>
  );
}
