import type { Metadata } from "next";
import Link from "next/link";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = {
  title: "Confirm your job alert",
  robots: { index: false, follow: false },
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// Opening the link changes nothing: the reader presses the button (mail scanners only open links).
export default async function ConfirmJobAlertPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="confirm-heading"
      title="Confirm your job alert"
      token={token}
      intro="Press the button to start receiving new matching jobs by e-mail."
      incomplete={
        <>
          This link is incomplete.{" "}
          <Link href="/jobs#job-alert-heading" className="text-brand font-semibold underline">
            Set up the alert again
          </Link>{" "}
          to get a new one.
        </>
      }
      action={(value) => ({
        endpoint: "/api/job/alerts/confirm",
        body: { token: value },
        label: "Confirm",
        retry: { href: "/jobs#job-alert-heading", label: "Ask for a new confirmation link" },
      })}
    />
  );
}
