import type { Metadata } from "next";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = {
  title: "Confirm reply notifications",
  robots: { index: false, follow: false },
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// Opening the link changes nothing: the reader presses the button (mail scanners only open links).
export default async function ConfirmReplyNotificationsPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="confirm-heading"
      title="Confirm reply notifications"
      token={token}
      intro="Press the button and we will e-mail you when someone replies to your comments."
      incomplete="This link is incomplete: comment again with the box ticked to get a new one."
      action={(value) => ({
        endpoint: "/api/comments/confirm",
        body: { token: value },
        label: "Confirm reply notifications",
      })}
    />
  );
}
