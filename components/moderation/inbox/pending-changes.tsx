"use client";
// Owners' edits of published jobs and organisers' edits of published events waiting for review,
// each as a before/after; approving one applies it (POST /api/{role}/approve-job|approve-event/{id}),
// the live version stays public until then.
import { useState } from "react";
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { PageSection } from "@/components/ui/page-section";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { ChangeForReview } from "@/lib/moderation/pending-changes";
import { formatSiteDateTime, parseIsoInstant } from "@/lib/dates";

type ChangeKind = "job" | "event";

const KINDS: Record<ChangeKind, { title: string; list: string; approve: string; noun: string }> = {
  job: { title: "Job edits waiting for review", list: "job-changes", approve: "approve-job", noun: "job" },
  event: {
    title: "Event edits waiting for review",
    list: "event-changes",
    approve: "approve-event",
    noun: "event",
  },
};

/** A stored value as a reviewer reads it: dates in the site's zone, structures as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value !== "string") return JSON.stringify(value);
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? parseIsoInstant(value) : null;
  return instant ? formatSiteDateTime(instant) : value;
}

export function PendingChanges({ kind }: { kind: ChangeKind }) {
  const { title, list, approve: approvePath, noun } = KINDS[kind];
  const role = useStaffRole();
  const key = role ? `/api/${role}/moderation/${list}` : null;
  const { data, error, reload } = useApiData<ApiSuccess<{ changes: ChangeForReview[] }>>(
    key,
    `Could not load the ${noun} edits waiting for review`,
  );
  const runAction = useStaffAction();
  const [busy, setBusy] = useState<string | null>(null);
  const changes = data?.changes ?? [];
  if (error && !data)
    return (
      <PageSection id={`${noun}-changes`} title={title}>
        <LoadError message={error} onRetry={reload} />
      </PageSection>
    );
  if (changes.length === 0) return null;

  const approve = async (id: string) => {
    setBusy(id);
    await runAction(`/api/${role}/${approvePath}/${id}`, "Could not apply the change");
    setBusy(null);
  };

  return (
    <PageSection id={`${noun}-changes`} title={title}>
      <ul className="space-y-4">
        {changes.map((change) => (
          <li key={change.id} className="rounded-lg bg-white p-4 shadow-sm">
            <p className="font-semibold text-slate-900">{change.title}</p>
            <p className="text-xs text-slate-600">Edited {formatSiteDateTime(change.proposedAt)}</p>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Changes to {change.title}</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-3">
                    Field
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Before
                  </th>
                  <th scope="col" className="py-1">
                    After
                  </th>
                </tr>
              </thead>
              <tbody>
                {change.changes.map((row) => (
                  <tr key={row.field} className="align-top">
                    <th scope="row" className="py-1 pr-3 font-medium">
                      {row.field}
                    </th>
                    <td className="py-1 pr-3 break-words text-slate-700 line-through">{shown(row.before)}</td>
                    <td className="py-1 break-words text-slate-900">{shown(row.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Button
              variant="approve"
              size="sm"
              className="mt-3"
              disabled={busy === change.id}
              onClick={() => void approve(change.id)}
              aria-label={`Apply the edit of ${change.title}`}
            >
              Apply edit
            </Button>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
