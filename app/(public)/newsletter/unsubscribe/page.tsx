import type { Metadata } from "next";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The footer link of every newsletter: opening it changes nothing, the button unsubscribes.
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="unsubscribe-heading"
      title="Unsubscribe from the newsletter"
      token={token}
      intro="Press the button and you will get no more newsletters or digests from us."
      incomplete="This link is incomplete: use the unsubscribe link at the bottom of one of our mails."
      action={(value) => ({
        endpoint: `/api/newsletter/unsubscribe?token=${encodeURIComponent(value)}`,
        label: "Unsubscribe",
      })}
    />
  );
}
