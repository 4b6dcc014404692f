import type { Metadata } from "next";
import { CpdView } from "@/components/cpd/cpd-view";

export const metadata: Metadata = { title: "Your CPD record", robots: { index: false, follow: false } };

// The member's continuing-education record: loaded in the browser (the page's HTML holds nothing about anyone).
export default function CpdPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your CPD record</h1>
      <CpdView />
    </div>
  );
}
