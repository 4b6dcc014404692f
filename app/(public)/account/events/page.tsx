import type { Metadata } from "next";
import { MyEvents } from "@/components/events/my-events";

export const metadata: Metadata = { title: "Your events", robots: { index: false, follow: false } };

// The events the member organises: loaded in the browser (the page's HTML holds nothing about anyone).
export default function MyEventsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your events</h1>
      <MyEvents />
    </div>
  );
}
