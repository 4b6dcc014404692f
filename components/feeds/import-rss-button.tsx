"use client";
// "Import RSS now": runs the staff import, shows a loading toast and then the run's summary.
import { useRef, useState } from "react";
import { useFailureReporter, useRevalidateLists } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { RssImportResult } from "@/lib/feeds/rss-import";
import { describeImportResult } from "@/lib/feeds/describe-result";
import { toast } from "@/lib/toast";

const FALLBACK = "RSS import failed";

export function ImportRssButton() {
  const reportFailure = useFailureReporter();
  const revalidateLists = useRevalidateLists();
  const [running, setRunning] = useState(false);
  // A ref as well as state: a second click in the same tick must not start a second run.
  const inFlight = useRef(false);

  const run = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setRunning(true);
    const loadingId = toast.loading("Importing RSS feeds...");
    try {
      const result = await apiRequest<ApiSuccess<RssImportResult>>("/api/profile/import-rss", {
        method: "POST",
        fallbackMessage: FALLBACK,
      });
      toast.dismiss(loadingId);
      const summary = result.message || describeImportResult(result);
      if (result.failed.length > 0) toast.error(summary);
      else toast.success(summary);
      await revalidateLists();
    } catch (error) {
      toast.dismiss(loadingId);
      reportFailure(error, FALLBACK);
    } finally {
      inFlight.current = false;
      setRunning(false);
    }
  };

  return (
    <Button pill size="sm" onClick={() => void run()} disabled={running} aria-busy={running || undefined}>
      {running ? "Importing..." : "Import RSS now"}
    </Button>
  );
}
