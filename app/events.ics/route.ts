// GET /events.ics – iCalendar of upcoming approved events
import { readEventsCalendar } from "@/lib/cache/public-cache";
import { eventsCalendar } from "@/lib/seo/calendar";
import { getSite } from "@/lib/seo/site";

export const dynamic = "force-dynamic";

export async function GET() {
  const site = getSite();
  const calendar = await readEventsCalendar((events) => eventsCalendar(site, events, `${site.name} events`));
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="events.ics"',
      "Cache-Control": "public, max-age=300",
    },
  });
}
