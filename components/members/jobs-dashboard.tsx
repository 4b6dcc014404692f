"use client";
// /account/jobs: the jobs a member runs, with their state, views and apply clicks, and the owner's
// actions (mark filled, close, extend, relist). Loaded with SWR from /api/members/me/jobs.
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { useState } from "react";
import { JobDialog } from "@/components/jobs/job-dialog";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { INPUT_CLASS } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { Table, type Column } from "@/components/ui/table";
import { ApiClientError, apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { DashboardJob, DashboardState } from "@/lib/jobs/job-owners";
import { formatSiteDate } from "@/lib/dates";
import { JOB_EXTEND_MAX_DAYS } from "@/lib/jobs/fields";
import { toast } from "@/lib/toast";

const KEY = "/api/members/me/jobs";

const STATE_BADGE: Record<DashboardState, { tone: BadgeTone; label: string }> = {
  pending: { tone: "warning", label: "Waiting for review" },
  approved: { tone: "success", label: "Live" },
  rejected: { tone: "danger", label: "Rejected" },
  expired: { tone: "neutral", label: "Expired" },
  filled: { tone: "info", label: "Filled" },
  closed: { tone: "neutral", label: "Closed" },
};

async function fetchJobs(path: string): Promise<DashboardJob[] | null> {
  try {
    return (await apiRequest<ApiSuccess<{ jobs: DashboardJob[] }>>(path)).jobs;
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

function JobActions({ job, onDone }: { job: DashboardJob; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [days, setDays] = useState(JOB_EXTEND_MAX_DAYS);
  const { confirm, dialog } = useConfirm("Please confirm");

  const act = async (action: string, body?: unknown) => {
    setBusy(true);
    try {
      const result = await apiRequest(`/api/jobs/${job.id}/${action}`, { method: "POST", body });
      toast.success(result.message ?? "Saved");
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "Could not change the job"));
    } finally {
      setBusy(false);
    }
  };
  const ending = async (action: "filled" | "close", question: string, label: string) => {
    if (await confirm(question, label)) await act(action);
  };

  const live = job.state === "approved" || job.state === "expired";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {dialog}
      {job.state !== "rejected" ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(true)}>
          Edit
        </Button>
      ) : null}
      {editing ? (
        <JobDialog open onClose={() => setEditing(false)} job={job.editable} onSaved={onDone} />
      ) : null}
      {live ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void ending("filled", `Mark "${job.title}" filled? It leaves the job lists now.`, "Mark filled")
            }
          >
            Mark filled
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void ending("close", `Close "${job.title}"? It leaves the job lists now.`, "Close job")
            }
          >
            Close
          </Button>
          <label className="sr-only" htmlFor={`extend-${job.id}`}>
            Days to extend {job.title} by
          </label>
          <input
            id={`extend-${job.id}`}
            type="number"
            min={1}
            max={JOB_EXTEND_MAX_DAYS}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className={`${INPUT_CLASS} w-20`}
          />
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act("extend", { days })}>
            Extend
          </Button>
        </>
      ) : null}
      {job.state === "expired" || job.state === "filled" || job.state === "closed" ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => void act("relist")}>
          Relist
        </Button>
      ) : null}
    </div>
  );
}

export function JobsDashboard() {
  const { data, error, isLoading, mutate } = useSWR(KEY, fetchJobs, { shouldRetryOnError: false });

  const columns: Column<DashboardJob>[] = [
    {
      header: "Job",
      cell: (job) => (
        <div className="space-y-1">
          <Link href={`/jobs/${job.id}`} className="font-semibold text-sky-800 underline">
            {job.title || "Untitled job"}
          </Link>
          {job.pendingChanges ? (
            <p className="text-xs text-amber-900">
              Your edit is waiting for review; the job shows as before until then.
            </p>
          ) : null}
          {job.reason ? <p className="text-xs text-red-800">Reason: {job.reason}</p> : null}
          {job.days.length ? (
            <details className="text-xs text-slate-700">
              <summary>Views and apply clicks per day</summary>
              <ul>
                {job.days.map((day) => (
                  <li key={day.day}>
                    {day.day}: {day.views} views, {day.applyClicks} apply clicks
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ),
    },
    {
      header: "State",
      cell: (job) => <Badge tone={STATE_BADGE[job.state].tone}>{STATE_BADGE[job.state].label}</Badge>,
    },
    {
      header: "Listed until",
      hideBelow: "sm",
      cell: (job) => (job.validThrough ? formatSiteDate(job.validThrough) : "—"),
    },
    { header: "Views", hideBelow: "md", cell: (job) => job.views },
    { header: "Apply clicks", hideBelow: "md", cell: (job) => job.applyClicks },
    { header: "Actions", cell: (job) => <JobActions job={job} onDone={() => void mutate()} /> },
  ];

  if (error)
    return (
      <LoadError
        message="Your jobs could not be loaded. Please try again in a moment."
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || data === undefined)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Spinner label="Loading your jobs" />
      </div>
    );
  if (data === null)
    return (
      <section aria-labelledby="jobs-heading" className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <h1 id="jobs-heading" className="text-2xl font-bold text-slate-900">
          Your jobs
        </h1>
        <p className="text-slate-700">Sign in to see and manage the jobs you posted.</p>
        <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
          Sign in
        </Link>
      </section>
    );

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your jobs</h1>
      <Table
        caption="Your jobs"
        columns={columns}
        rows={data}
        rowKey={(job) => job.id}
        emptyMessage={
          <>
            You have not posted a job yet.{" "}
            <Link href="/jobs" className="underline">
              Post one from the Jobs page
            </Link>
            .
          </>
        }
      />
    </div>
  );
}
