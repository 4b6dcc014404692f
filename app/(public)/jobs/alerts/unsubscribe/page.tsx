import type { Metadata } from "next";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = { title: "Stop a job alert", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The footer link of every job alert mail: opening it changes nothing, the button unsubscribes.
export default async function JobAlertUnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="unsubscribe-heading"
      title="Stop this job alert"
      token={token}
      intro="Press the button and this alert will send you no more mails."
      incomplete="This link is incomplete: use the unsubscribe link at the bottom of one of the alert mails."
      action={(value) => ({
        endpoint: `/api/job/alerts/unsubscribe?token=${encodeURIComponent(value)}`,
        label: "Unsubscribe",
      })}
    />
  );
}
