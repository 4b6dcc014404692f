"use client";
// Staff controls for an approved job's lifecycle: its state, Mark filled / Reopen, and Extend
// (30 more days from today or from its current end, whichever is later, at most 180 days ahead).
import { useState } from "react";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { JobItem } from "@/lib/jobs/job-items";
import { addDaysTo, formatSiteDate } from "@/lib/dates";
import { JOB_DEFAULT_VALID_DAYS, JOB_MAX_VALID_DAYS } from "@/lib/jobs/fields";

const STATE_BADGE = {
  open: { tone: "success", label: "Open" },
  filled: { tone: "neutral", label: "Filled" },
  expired: { tone: "danger", label: "Expired" },
  closed: { tone: "neutral", label: "Closed by the employer" },
} as const;

export function extendedValidThrough(job: Pick<JobItem, "validThrough">, now = new Date()): Date {
  const from = Math.max(now.getTime(), new Date(job.validThrough).getTime());
  const cap = addDaysTo(now, JOB_MAX_VALID_DAYS).getTime();
  return new Date(Math.min(addDaysTo(from, JOB_DEFAULT_VALID_DAYS).getTime(), cap));
}

export function JobStateLine({ job }: { job: JobItem }) {
  const badge = STATE_BADGE[job.state];
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <Badge tone={badge.tone}>{badge.label}</Badge>
      {job.state === "filled" ? null : (
        <span>
          {job.state === "open" ? "Listed until " : "Ended "}
          {formatSiteDate(job.validThrough)}
        </span>
      )}
    </p>
  );
}

export function JobStatusActions({ job, role }: { job: JobItem; role: string | null }) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);
  const name = job.title || job.company;
  const change = async (body: { status?: "open" | "filled"; validThrough?: string }) => {
    setBusy(true);
    await runAction(`/api/${role}/job-status/${job._id}`, "Failed to update the job", body);
    setBusy(false);
  };
  return (
    <>
      {job.status === "filled" ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ status: "open" })}
          aria-label={`Reopen ${name}`}
        >
          Reopen
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => void change({ status: "filled" })}
          aria-label={`Mark ${name} filled`}
        >
          Mark filled
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => void change({ validThrough: extendedValidThrough(job).toISOString() })}
        aria-label={`Extend ${name} by ${JOB_DEFAULT_VALID_DAYS} days`}
      >
        Extend
      </Button>
    </>
  );
}
