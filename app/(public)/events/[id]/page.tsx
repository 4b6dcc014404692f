// An event's own page (what search engines index): when, where, description and "Add to calendar".
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { cache, type ReactNode } from "react";
import { JsonLd } from "@/components/seo/json-ld";
import { EventStatusBadge } from "@/components/events/event-facts";
import { LocalTime } from "@/components/events/local-time";
import { EVENT_ATTENDANCE_LABELS } from "@/lib/constants";
import { readEvent } from "@/lib/cache/public-cache";
import { formatEventTime } from "@/lib/dates";
import { formatCredits, formatPrice } from "@/lib/offers/offer-text";
import { googleCalendarUrl } from "@/lib/seo/calendar";
import { eventJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { getSite } from "@/lib/seo/site";
import { eventCalendarPath, eventPath, metaDescription } from "@/lib/seo/urls";
import { buttonClass } from "@/components/ui/button";
import { AddToCpdButton } from "@/components/cpd/add-to-cpd-button";
import { AttendanceCodeForm } from "@/components/cpd/attendance-code-form";
import { GoingButton } from "@/components/events/going-button";
import { RegistrationPanel } from "@/components/events/registration-panel";

type PageProps = { params: Promise<{ id: string }> };

// Rendered on first request, then served from the cache until a write expires it.
export const revalidate = 3600;
export const generateStaticParams = () => [];

const loadEvent = cache(readEvent);

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const event = await loadEvent((await params).id);
  if (!event) return { title: "Event not found", robots: { index: false } };
  const where =
    event.attendance === "online"
      ? "Online"
      : event.attendance === "hybrid"
        ? `${event.location} and online`
        : event.location;
  return pageMetadata({
    title: event.title,
    description: metaDescription(
      event.description ||
        `${event.title}: ${formatEventTime(event.date, event.endDate, event.timeZone)}, ${where}.`,
    ),
    path: eventPath(event._id),
  });
}

const BUTTON = buttonClass({ variant: "secondary", size: "sm" });
const LINK = "text-brand hover:text-brand-dark font-medium underline underline-offset-2";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium">{label}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

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
        {event.status !== "scheduled" ? (
          <p className="mb-3">
            <EventStatusBadge status={event.status} />
          </p>
        ) : null}
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{event.title}</h1>
        {event.status === "cancelled" ? (
          <p className="mt-3 font-medium text-red-800">This event has been cancelled.</p>
        ) : event.status === "postponed" ? (
          <p className="mt-3 font-medium text-amber-900">
            This event has been postponed; the times below are the original ones.
          </p>
        ) : null}
        <dl className="mt-4 space-y-1 text-slate-700">
          <Fact label="When">
            <time dateTime={event.date}>{formatEventTime(event.date, event.endDate, event.timeZone)}</time>{" "}
            <span className="text-slate-600">({event.timeZone.replace(/_/g, " ")})</span>
            <LocalTime start={event.date} end={event.endDate} timeZone={event.timeZone} />
          </Fact>
          <Fact label="Attendance">{EVENT_ATTENDANCE_LABELS[event.attendance]}</Fact>
          {event.attendance !== "online" ? <Fact label="Where">{event.location}</Fact> : null}
          {event.attendance !== "inPerson" ? (
            <Fact label="Online">
              {event.link ? (
                <a href={event.link} target="_blank" rel="noopener noreferrer" className={LINK}>
                  Join here<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : event.registration ? (
                "Each registered guest gets their own join link"
              ) : (
                "Link to follow"
              )}
            </Fact>
          ) : null}
          {event.organizer ? (
            <Fact label="Organizer">
              {event.organizer.url ? (
                <a href={event.organizer.url} target="_blank" rel="noopener noreferrer" className={LINK}>
                  {event.organizer.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                event.organizer.name
              )}
            </Fact>
          ) : null}
          {event.price ? <Fact label="Price">{formatPrice(event.price)}</Fact> : null}
          {event.credits.length ? <Fact label="CPD credits">{formatCredits(event.credits)}</Fact> : null}
        </dl>
        {event.registrationUrl && event.status !== "cancelled" ? (
          <a
            href={event.registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ className: "mt-6" })}
          >
            Register<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        <div className="mt-4 space-y-4">
          {event.status === "cancelled" ? null : event.registration ? (
            <RegistrationPanel eventId={event._id} />
          ) : (
            <GoingButton eventId={event._id} />
          )}
          {event.credits.length ? (
            <>
              <AddToCpdButton source={{ eventId: event._id }} startsAt={event.date} />
              <AttendanceCodeForm eventId={event._id} />
            </>
          ) : null}
        </div>
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
