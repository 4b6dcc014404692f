import type { Metadata } from "next";
import { Suspense } from "react";
import { CheckInDesk } from "@/components/events/check-in-desk";

export const metadata: Metadata = { title: "Check-in", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string }> };

// The organiser's door (issue 44): scan guests' QR codes with the phone's camera or type their codes.
export default async function CheckInPage({ params }: PageProps) {
  const { id } = await params;
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Check-in</h1>
      <Suspense>
        <CheckInDesk eventId={id} />
      </Suspense>
    </div>
  );
}
