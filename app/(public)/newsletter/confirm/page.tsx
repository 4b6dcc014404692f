import type { Metadata } from "next";
import Link from "next/link";
import { TokenActionPage } from "@/components/tokens/token-action-page";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false, follow: false },
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// Opening the link changes nothing: the reader presses the button (mail scanners only open links).
export default async function ConfirmSubscriptionPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  return (
    <TokenActionPage
      id="confirm-heading"
      title="Confirm your subscription"
      token={token}
      intro="Press the button to start receiving our newsletter and the digest of new posts."
      incomplete={
        <>
          This link is incomplete.{" "}
          <Link href="/#newsletter" className="text-brand font-semibold underline">
            Subscribe again
          </Link>{" "}
          to get a new one.
        </>
      }
      action={(value) => ({
        endpoint: "/api/newsletter/confirm",
        body: { token: value },
        label: "Confirm subscription",
        retry: { href: "/#newsletter", label: "Ask for a new confirmation link" },
      })}
    />
  );
}
