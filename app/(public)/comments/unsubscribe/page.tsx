import type { Metadata } from "next";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = { title: "Stop reply mail", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The unsubscribe link of a reply mail: opening it changes nothing, the button mutes the thread.
export default async function CommentUnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="unsubscribe-heading"
      title="Stop mail about this conversation"
      token={token}
      intro="Press the button and you will get no more mail about replies in this conversation."
      incomplete="This link is incomplete: use the unsubscribe link at the bottom of the reply mail."
      action={(value) => ({
        endpoint: `/api/comments/unsubscribe?token=${encodeURIComponent(value)}`,
        label: "Unsubscribe",
      })}
    />
  );
}
