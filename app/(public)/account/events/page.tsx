import type { Metadata } from "next";
import { GoingEvents } from "@/components/events/going-events";
import { MyEvents } from "@/components/events/my-events";
import { MyRegistrations } from "@/components/events/my-registrations";

export const metadata: Metadata = { title: "Your events", robots: { index: false, follow: false } };

// The events the member organises and, apart, the ones they are going to: loaded in the browser (the
// page's HTML holds nothing about anyone).
export default function MyEventsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your events</h1>
      <section aria-labelledby="organising" className="space-y-4">
        <h2 id="organising" className="text-xl font-semibold text-slate-900">
          Events you organise
        </h2>
        <MyEvents />
      </section>
      <section aria-labelledby="registered" className="space-y-4">
        <h2 id="registered" className="text-xl font-semibold text-slate-900">
          Events you registered for
        </h2>
        <MyRegistrations />
      </section>
      <section aria-labelledby="going" className="space-y-4">
        <h2 id="going" className="text-xl font-semibold text-slate-900">
          Events you are going to
        </h2>
        <GoingEvents />
      </section>
    </div>
  );
}
