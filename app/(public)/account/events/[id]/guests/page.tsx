import type { Metadata } from "next";
import { EventGuests } from "@/components/events/event-guests";

export const metadata: Metadata = { title: "Guests", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string }> };

// The organiser's guest list for one event: loaded in the browser (the HTML holds nobody's data).
export default async function EventGuestsPage({ params }: PageProps) {
  const { id } = await params;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Guests</h1>
      <EventGuests eventId={id} />
    </div>
  );
}
