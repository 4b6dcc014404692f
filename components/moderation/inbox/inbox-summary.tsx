"use client";
// The inbox opens with one request (GET /api/{role}/moderation/summary): its answer fills the SWR
// cache under the keys each panel reads, and inside the inbox a cached key is not read again on
// mount, so the panels show it at once. A change (useStaffAction) reads every list again as before.
// If the summary fails, the inbox says so with a retry: never an empty inbox.
import { useEffect, useState, type ReactNode } from "react";
import { SWRConfig, useSWRConfig } from "swr";
import { useApiData } from "@/components/back-office/use-api-data";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import type { ApiSuccess } from "@/lib/api/api-client";

type Summary = ApiSuccess<{
  inbox: Record<string, unknown>;
  pending: number;
  replies: unknown[];
  jobChanges: unknown[];
  eventChanges: unknown[];
  companies: unknown[];
  blocks: unknown[];
}>;

/** The panels' keys and what each would have read. */
function panelAnswers(role: string, summary: Summary): Record<string, unknown> {
  const base = `/api/${role}`;
  return {
    [`${base}/moderation?state=pending&type=&page=1`]: { success: true, ...summary.inbox },
    [`${base}/moderation/pending`]: { success: true, pending: summary.pending },
    [`${base}/moderation/replies`]: { success: true, replies: summary.replies },
    [`${base}/moderation/job-changes`]: { success: true, changes: summary.jobChanges },
    [`${base}/moderation/event-changes`]: { success: true, changes: summary.eventChanges },
    [`${base}/companies/pending`]: { success: true, companies: summary.companies },
    [`${base}/moderation/blocks`]: { success: true, blocks: summary.blocks },
  };
}

export function InboxSummary({ children }: { children: ReactNode }) {
  const role = useStaffRole();
  const { mutate } = useSWRConfig();
  const { data, error, reload } = useApiData<Summary>(
    role ? `/api/${role}/moderation/summary` : null,
    "Failed to load the inbox",
  );
  const [primed, setPrimed] = useState(false);

  useEffect(() => {
    if (!role || !data) return;
    const answers = Object.entries(panelAnswers(role, data));
    void Promise.all(answers.map(([key, value]) => mutate(key, value, { revalidate: false }))).then(() =>
      setPrimed(true),
    );
  }, [role, data, mutate]);

  if (error && !primed) return <LoadError message={error} onRetry={reload} />;
  if (!primed) return <Spinner label="Loading the inbox" />;
  return <SWRConfig value={{ revalidateIfStale: false }}>{children}</SWRConfig>;
}
