// An event's own page (what search engines index): when, where, description and "Add to calendar".
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { JsonLd } from "@/components/ui/json-ld";
import { readEvent } from "@/lib/data/public-cache";
import { formatSiteDateTime, SITE_TIME_ZONE } from "@/lib/dates";
import { googleCalendarUrl } from "@/lib/seo/calendar";
import { eventJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { eventCalendarPath, eventPath, metaDescription } from "@/lib/seo/urls";
import { buttonClass } from "@/components/ui/button";

type PageProps = { params: Promise<{ id: string }> };

// Rendered on first request, then served from the cache until a write expires it.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const loadEvent = cache(readEvent);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const event = await loadEvent((await params).id);
  if (!event) return { title: "Event not found", robots: { index: false } };
  const where = event.physical ? event.location : "Online";
  return pageMetadata({
    title: event.title,
    description: metaDescription(
      event.description || `${event.title}: ${formatSiteDateTime(event.date)}, ${where}.`,
    ),
    path: eventPath(event._id),
  });
}

const BUTTON = buttonClass({ variant: "secondary", size: "sm" });

export default async function EventPage({ params }: PageProps) {
  const event = await loadEvent((await params).id);
  if (!event) notFound();
  const site = getSite();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <JsonLd data={eventJsonLd(site, event)} />
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          href="/events"
          className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
        >
          ← All events
        </Link>
      </nav>
      <header className="mt-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{event.title}</h1>
        <dl className="mt-4 space-y-1 text-slate-700">
          <div>
            <dt className="inline font-medium">When: </dt>
            <dd className="inline">
              <time dateTime={event.date}>{formatSiteDateTime(event.date)}</time> (UK time, {SITE_TIME_ZONE})
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">Where: </dt>
            <dd className="inline">
              {event.physical ? (
                event.location
              ) : event.link ? (
                <a
                  href={event.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
                >
                  Online – join here<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                "Online"
              )}
            </dd>
          </div>
        </dl>
      </header>
      {event.description ? (
        <p className="mt-8 text-lg leading-relaxed whitespace-pre-line text-slate-800">{event.description}</p>
      ) : null}
      <section aria-labelledby="add-to-calendar" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="add-to-calendar" className="text-lg font-semibold text-slate-900">
          Add to calendar
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href={eventCalendarPath(event._id)} download className={BUTTON}>
            Download .ics file
          </a>
          <a
            href={googleCalendarUrl(site, event)}
            target="_blank"
            rel="noopener noreferrer"
            className={BUTTON}
          >
            Google Calendar<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </section>
    </article>
  );
}
