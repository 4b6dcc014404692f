import type { Metadata } from "next";
import Link from "next/link";
import { TokenAction } from "@/components/newsletter/token-action";

export const metadata: Metadata = {
  title: "Confirm your job alert",
  robots: { index: false, follow: false },
};

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// Opening the link changes nothing: the reader presses the button (mail scanners only open links).
export default async function ConfirmJobAlertPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <section aria-labelledby="confirm-heading" className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 id="confirm-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Confirm your job alert
      </h1>
      {value ? (
        <>
          <p className="text-slate-700">Press the button to start receiving new matching jobs by e-mail.</p>
          <TokenAction
            action="confirm"
            token={value}
            label="Confirm"
            api="/api/job/alerts"
            retryHref="/jobs#job-alert-heading"
          />
        </>
      ) : (
        <p role="alert" className="text-slate-700">
          This link is incomplete.{" "}
          <Link href="/jobs#job-alert-heading" className="text-brand font-semibold underline">
            Set up the alert again
          </Link>{" "}
          to get a new one.
        </p>
      )}
    </section>
  );
}
