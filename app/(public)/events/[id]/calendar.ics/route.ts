// GET /events/{id}/calendar.ics – one approved event as an .ics download ("Add to calendar")
import { getApprovedEvent } from "@/lib/seo/seo-reads";
import { eventsCalendar } from "@/lib/seo/calendar";
import { getSite } from "@/lib/seo/site";

export async function GET(_req: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const event = await getApprovedEvent(id);
  if (!event)
    return new Response("Event not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const site = getSite();
  return new Response(eventsCalendar(site, [event], event.title), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="event-${event._id}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
