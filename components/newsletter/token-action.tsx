"use client";
// The one button on the confirmation and unsubscribe pages: the link in the mail only opens the
// page (mail scanners follow links); pressing the button makes the change.
import Link from "next/link";
import { useState } from "react";
import { apiRequest, errorMessage } from "@/lib/api-client";

type TokenActionProps = {
  /** "confirm": POST { token } to `{api}/confirm`; "unsubscribe": POST to the one-click URL. */
  action: "confirm" | "unsubscribe";
  token: string;
  label: string;
  /** The API folder of the list: the newsletter's, or the job alerts' (/api/job/alerts). */
  api?: string;
  /** Where to ask for a new confirmation link. */
  retryHref?: string;
};

type Outcome = { ok: boolean; message: string } | null;

export function TokenAction({
  action,
  token,
  label,
  api = "/api/newsletter",
  retryHref = "/#newsletter",
}: TokenActionProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result =
        action === "confirm"
          ? await apiRequest(`${api}/confirm`, { method: "POST", body: { token } })
          : await apiRequest(`${api}/unsubscribe?token=${encodeURIComponent(token)}`, {
              method: "POST",
            });
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
      <button
        type="button"
        onClick={run}
        disabled={busy}
        aria-busy={busy}
        className="bg-brand hover:bg-brand-dark rounded-full px-6 py-3 font-semibold text-white disabled:opacity-70"
      >
        {busy ? "Please wait..." : label}
      </button>
      {outcome && (
        <div role="alert" className="rounded-md bg-red-50 p-4 text-red-900">
          <p>{outcome.message}</p>
          {action === "confirm" && (
            <p className="mt-2">
              <Link href={retryHref} className="font-semibold underline">
                Ask for a new confirmation link
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
