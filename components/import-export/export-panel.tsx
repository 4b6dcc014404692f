"use client";
// /profile/import: the full export (a tar.gz that an empty site restores with the source "hrpulse"),
// prepared as a background job; the download link appears once the job has written it.
import { useEffect, useState } from "react";
import { useFailureReporter } from "@/components/back-office/use-api-data";
import { SubmitButton, buttonClass } from "@/components/ui/button";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";

type Queued = ApiSuccess<{ exportId: string; url: string }>;
type Prepared = { url: string; state: "preparing" | "ready" | "failed"; message?: string };

const POLL_MS = 3000;

/** Whether the export is written (its archive's body is not read here); throws when it failed. */
async function exportReady(url: string): Promise<boolean> {
  const response = await fetch(url, { cache: "no-store" });
  if (response.status === 200) {
    await response.body?.cancel();
    return true;
  }
  if (response.status === 202) return false;
  const data = (await response.json().catch(() => null)) as { message?: string } | null;
  throw new Error(data?.message || "The export failed");
}

export function ExportPanel() {
  const reportFailure = useFailureReporter();
  const [busy, setBusy] = useState(false);
  const [prepared, setPrepared] = useState<Prepared | null>(null);

  useEffect(() => {
    if (prepared?.state !== "preparing") return;
    let stopped = false;
    const timer = setTimeout(() => {
      exportReady(prepared.url).then(
        (ready) => !stopped && ready && setPrepared({ url: prepared.url, state: "ready" }),
        (error: unknown) =>
          !stopped && setPrepared({ url: prepared.url, state: "failed", message: (error as Error).message }),
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [prepared]);

  const start = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      const queued = await apiRequest<Queued>("/api/admin/exports", {
        method: "POST",
        fallbackMessage: "The export could not start",
      });
      setPrepared({ url: queued.url, state: "preparing" });
    } catch (failure) {
      reportFailure(failure, "The export could not start");
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="export-heading" className="mt-10 space-y-3">
      <h2 id="export-heading" className="text-xl font-semibold text-slate-900">
        Full export
      </h2>
      <p className="text-sm text-slate-700">
        Everything on the site as one archive (posts, comments, events, jobs, members, images). Import it with
        the source &ldquo;hrpulse&rdquo; to restore it into an empty site. Exports are kept for 7 days.
      </p>
      <form onSubmit={start}>
        <SubmitButton busy={busy || prepared?.state === "preparing"} busyLabel="Preparing…">
          Prepare a full export
        </SubmitButton>
      </form>
      <p role="status" className="text-sm text-slate-700">
        {prepared?.state === "preparing" &&
          "The export is being prepared; the link appears here when it is ready."}
        {prepared?.state === "failed" && prepared.message}
        {prepared?.state === "ready" && (
          <a href={prepared.url} download className={buttonClass({ variant: "secondary" })}>
            Download the export
          </a>
        )}
      </p>
    </section>
  );
}
