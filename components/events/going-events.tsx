"use client";
// /account/events: the events the member said they are going to, upcoming first, then past ones.
// Loaded in the browser (the page's HTML holds nothing about anyone).
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { EventStatusBadge } from "@/components/events/event-facts";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useMember } from "@/components/members/use-member";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import { formatEventTime } from "@/lib/dates";
import type { GoingEvent } from "@/lib/events/event-going";

const KEY = "/api/members/me/events/going";

export function GoingEvents() {
  const { member } = useMember({ always: true });
  const { data, error, mutate, isValidating } = useSWR(member ? KEY : null, (path: string) =>
    apiRequest<ApiSuccess<{ events: GoingEvent[] }>>(path),
  );
  // Signed out: the organiser list above offers the sign-in.
  if (member === null) return null;
  if (error && !isValidating)
    return (
      <LoadError message="The events you are going to could not be loaded." onRetry={() => void mutate()} />
    );
  if (!data) return <Spinner label="Loading the events you are going to" />;
  if (!data.events.length)
    return (
      <p className="text-slate-700">
        You have not said you are going to an event yet.{" "}
        <Link href="/events" className="text-brand underline">
          Browse upcoming events
        </Link>
        .
      </p>
    );
  return (
    <ul className="space-y-3">
      {data.events.map((event) => (
        <li key={event.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
            <Link href={`/events/${event.id}`} className="underline">
              {event.title}
            </Link>
            {event.past ? <Badge tone="neutral">Past</Badge> : null}
            <EventStatusBadge status={event.status} />
          </p>
          <p className="text-sm text-slate-700">
            {formatEventTime(event.date, event.endDate, event.timeZone)}
          </p>
        </li>
      ))}
    </ul>
  );
}
