import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { Link } from "@/components/ui/link";
import { RegistrationPanel } from "@/components/events/registration-panel";
import { currentMember } from "@/lib/auth/member-session";
import { formatSiteDateTime } from "@/lib/dates";
import { JOIN_OPENS_MINUTES, openJoinLink, registrationSummary } from "@/lib/events/event-registrations";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Join the event", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string; token: string }> };

const LINK = "text-brand hover:text-brand-dark font-medium underline underline-offset-2";

// A registered guest's personal join link (issue 44): inside the window it redirects to the meeting
// (and records the join); anyone else gets 404, except a signed-in member, who is offered registration.
export default async function JoinPage({ params }: PageProps) {
  const { id, token } = await params;
  const outcome = await openJoinLink(id, token);
  if (outcome?.kind === "open") redirect(outcome.url);
  if (!outcome) {
    const member = await currentMember(new Headers(await headers()));
    if (!member) notFound();
    // Offered only for an event that takes registrations (an unknown event stays 404).
    const summary = await registrationSummary(id, member.id).catch(() => null);
    if (!summary?.mode) notFound();
    return (
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">This join link is not yours</h1>
        <p className="text-slate-700">
          Each registered guest gets their own link. Register for the event to get yours.
        </p>
        <RegistrationPanel eventId={id} />
        <p>
          <Link href={`/events/${id}`} className={LINK}>
            See the event
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{outcome.title}</h1>
      <p className="text-slate-700">
        {outcome.kind === "early"
          ? `Your join link opens ${JOIN_OPENS_MINUTES} minutes before the start: ${formatSiteDateTime(outcome.opensAt)}. Come back then.`
          : "This event has ended, so its join link is closed."}
      </p>
      <p>
        <Link href={`/events/${outcome.eventId}`} className={LINK}>
          See the event
        </Link>
      </p>
    </div>
  );
}
