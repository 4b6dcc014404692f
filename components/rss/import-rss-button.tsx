"use client";
// "Import RSS now": runs the staff import, shows a loading toast and then the run's summary.
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ApiClientError, apiRequest, errorMessage } from "@/lib/api-client";
import { clearSession } from "@/lib/auth/client-session";
import { describeImportResult } from "@/lib/rss/describe-result";
import { toast } from "@/lib/toast";

type ImportResponse = {
  success: boolean;
  message?: string;
  imported: number;
  skipped: number;
  failed: { feed: string; message: string }[];
};

const FALLBACK = "RSS import failed";

export function ImportRssButton({ onImported }: { onImported?: () => void }) {
  const router = useRouter();
  const [running, setRunning] = useState(false);
  // A ref as well as state: a second click in the same tick must not start a second run.
  const inFlight = useRef(false);

  const run = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    const loadingId = toast.loading("Importing RSS feeds...");
    try {
      const result = await apiRequest<ImportResponse>("/api/profile/import-rss", { method: "POST", fallbackMessage: FALLBACK });
      toast.dismiss(loadingId);
      const summary = result.message || describeImportResult(result);
      if (result.failed.length > 0) toast.error(summary);
      else toast.success(summary);
      onImported?.();
    } catch (error) {
      toast.dismiss(loadingId);
      toast.error(errorMessage(error, FALLBACK));
      if (error instanceof ApiClientError && error.status === 401) {
        clearSession();
        router.replace("/profile");
      }
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={running}
      aria-busy={running || undefined}
      className="rounded-full bg-brand px-5 py-2 text-sm font-medium text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60"
    >
      {running ? "Importing..." : "Import RSS now"}
    </button>
  );
}
