import type { Metadata } from "next";
import { TokenAction } from "@/components/newsletter/token-action";

export const metadata: Metadata = { title: "Stop a job alert", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The footer link of every job alert mail: opening it changes nothing, the button unsubscribes.
export default async function JobAlertUnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <section
      aria-labelledby="unsubscribe-heading"
      className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center"
    >
      <h1 id="unsubscribe-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Stop this job alert
      </h1>
      {value ? (
        <>
          <p className="text-slate-700">Press the button and this alert will send you no more mails.</p>
          <TokenAction action="unsubscribe" token={value} label="Unsubscribe" api="/api/job/alerts" />
        </>
      ) : (
        <p role="alert" className="text-slate-700">
          This link is incomplete: use the unsubscribe link at the bottom of one of the alert mails.
        </p>
      )}
    </section>
  );
}
