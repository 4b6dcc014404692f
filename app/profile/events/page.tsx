import type { Metadata } from "next";
import { EventsModeration } from "@/components/events/events-moderation";

export const metadata: Metadata = { title: "Events" };

export default function EventsModerationPage() {
  return <EventsModeration />;
}
