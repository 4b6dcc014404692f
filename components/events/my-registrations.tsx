"use client";
// /account/events: the events the member registered for — their state and, with a seat, the QR code
// and the short code the organiser checks them in with at the door.
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useMember } from "@/components/members/use-member";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { RegistrationState } from "@/lib/constants";
import { formatSiteDateTime } from "@/lib/dates";
import type { MyRegistration } from "@/lib/events/event-registrations";

const KEY = "/api/members/me/registrations";

const TONES: Record<RegistrationState, "success" | "info" | "warning" | "danger"> = {
  registered: "success",
  waitlisted: "info",
  pending: "warning",
  declined: "danger",
};

export function MyRegistrations() {
  const { member } = useMember({ always: true });
  const { data, error, mutate } = useSWR(member ? KEY : null, (path: string) =>
    apiRequest<ApiSuccess<{ registrations: MyRegistration[] }>>(path),
  );
  if (!member) return null;
  if (error)
    return <LoadError message="Your registrations could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <Spinner label="Loading your registrations" />;
  if (!data.registrations.length)
    return <p className="text-slate-700">You have not registered for an event.</p>;
  return (
    <ul className="space-y-4">
      {data.registrations.map((row) => (
        <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 space-y-1">
              <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                <Link href={`/events/${row.eventId}`} className="break-words underline">
                  {row.title}
                </Link>
                <Badge tone={TONES[row.state]}>{row.state}</Badge>
              </p>
              <p className="text-sm text-slate-700">
                {formatSiteDateTime(row.date)}
                {row.checkedInAt ? ` · checked in ${formatSiteDateTime(row.checkedInAt)}` : ""}
              </p>
              {row.code && !row.past ? (
                <p className="text-slate-800">
                  Check-in code: <strong className="font-mono text-lg tracking-widest">{row.code}</strong>
                </p>
              ) : null}
            </div>
            {row.code && !row.past ? (
              // A PNG made for this member (private, never cached): next/image would add nothing.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={`${KEY}/${row.id}/qr.png`}
                alt={`Check-in QR code for ${row.title}`}
                width={160}
                height={160}
                className="h-40 w-40 rounded border border-slate-200"
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
