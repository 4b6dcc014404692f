import type { Metadata } from "next";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = { title: "Stop event mail", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The unsubscribe link of an event reminder or change mail: opening it changes nothing, the button does.
export default async function EventUnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="unsubscribe-heading"
      title="Stop mail about this event"
      token={token}
      intro={`Press the button and you will no longer be marked "I'm going", and get no more mail about this event.`}
      incomplete="This link is incomplete: use the unsubscribe link at the bottom of the event mail."
      action={(value) => ({
        endpoint: `/api/events/unsubscribe?token=${encodeURIComponent(value)}`,
        label: "Unsubscribe",
      })}
    />
  );
}
