// Subscribe to the events calendar: calendar apps follow every change (new, edited, cancelled).
import { calendarSubscribeLinks } from "@/lib/seo/calendar";
import { getSite } from "@/lib/seo/site";
import { buttonClass } from "@/components/ui/button";

const LINK = buttonClass({ variant: "secondary", size: "sm" });

export function CalendarSubscribe() {
  const site = getSite();
  const links = calendarSubscribeLinks(site, `${site.name} events`);
  return (
    <section aria-labelledby="subscribe-heading" className="mt-10 rounded-lg bg-slate-50 p-5">
      <h2 id="subscribe-heading" className="text-lg font-semibold text-slate-900">
        Subscribe to the events calendar
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Your calendar app keeps every upcoming event current, including changes and cancellations.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={links.webcal} className={LINK}>
          Subscribe (Apple Calendar and others)
        </a>
        <a href={links.google} target="_blank" rel="noopener noreferrer" className={LINK}>
          Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={links.outlook} target="_blank" rel="noopener noreferrer" className={LINK}>
          Add to Outlook<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href="/events.ics" className={LINK}>
          Download .ics
        </a>
      </div>
    </section>
  );
}
