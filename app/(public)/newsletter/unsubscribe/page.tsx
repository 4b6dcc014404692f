import type { Metadata } from "next";
import { TokenAction } from "@/components/newsletter/token-action";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false, follow: false } };

type PageProps = { searchParams: Promise<{ token?: string | string[] }> };

// The footer link of every newsletter: opening it changes nothing, the button unsubscribes.
export default async function UnsubscribePage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token.trim() : "";
  return (
    <section
      aria-labelledby="unsubscribe-heading"
      className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center"
    >
      <h1 id="unsubscribe-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Unsubscribe from the newsletter
      </h1>
      {value ? (
        <>
          <p className="text-slate-700">
            Press the button and you will get no more newsletters or digests from us.
          </p>
          <TokenAction action="unsubscribe" token={value} label="Unsubscribe" />
        </>
      ) : (
        <p role="alert" className="text-slate-700">
          This link is incomplete: use the unsubscribe link at the bottom of one of our mails.
        </p>
      )}
    </section>
  );
}
