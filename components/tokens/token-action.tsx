"use client";
// The one button on a page a mail links to (confirm a subscription, unsubscribe, …): opening the
// link only shows the page (mail scanners follow links); pressing the button POSTs the change.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/api-client";

export type TokenActionProps = {
  /** Where the button POSTs; `body` is sent as JSON when given. */
  endpoint: string;
  body?: Record<string, unknown>;
  label: string;
  /** Offered beside a failure, e.g. a link to ask for a new confirmation mail. */
  retry?: { href: string; label: string };
};

type Outcome = { ok: boolean; message: string } | null;

export function TokenAction({ endpoint, body, label, retry }: TokenActionProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await apiRequest(endpoint, { method: "POST", body });
      setOutcome({ ok: true, message: result.message ?? "Done" });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessage(error, "Something went wrong, please try again") });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.ok) {
    return (
      <p role="status" className="rounded-md bg-green-50 p-4 text-green-900">
        {outcome.message}
      </p>
    );
  }
  return (
    <div className="space-y-4">
      <Button size="lg" pill className="font-semibold" onClick={run} disabled={busy} aria-busy={busy}>
        {busy ? "Please wait..." : label}
      </Button>
      {outcome && (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          <p>{outcome.message}</p>
          {retry && (
            <p className="mt-2">
              <Link href={retry.href} className="font-semibold underline">
                {retry.label}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
