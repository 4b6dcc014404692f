"use client";
// /account/jobs/{id}/applications: the employer's inbox for one on-site job (issue 43). A table to
// filter by status and sort; a row opens the application (answers, cover letter, CV download) with
// the decisions (reviewed, shortlisted, rejected or hired with a message); a CSV export.
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { useMemo, useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, INPUT_CLASS } from "@/components/ui/field";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { Table, type Column } from "@/components/ui/table";
import { ApiClientError, apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { InboxApplication } from "@/lib/applications/applications";
import {
  APPLICATION_STATUSES,
  EMPLOYER_STATUS_LABELS,
  STATUS_MESSAGE_MAX,
  type ApplicationStatus,
  type OwnerStatus,
} from "@/lib/applications/fields";
import { formatSiteDate } from "@/lib/dates";
import { toast } from "@/lib/toast";
import { applicationsCsv } from "@/components/applications/applications-csv";

type Inbox = { job: { id: string; title: string }; applications: InboxApplication[] };

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  submitted: "info",
  reviewed: "neutral",
  shortlisted: "warning",
  rejected: "danger",
  hired: "success",
  withdrawn: "neutral",
};

const SORTS = {
  newest: "Newest first",
  oldest: "Oldest first",
  name: "Name (A–Z)",
  status: "Status",
} as const;
type Sort = keyof typeof SORTS;

async function fetchInbox(path: string): Promise<Inbox | null> {
  try {
    const { job, applications } = await apiRequest<ApiSuccess<Inbox>>(path);
    return { job, applications };
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) return null;
    throw error;
  }
}

function ApplicationDialog({
  application,
  onClose,
  onChanged,
}: {
  application: InboxApplication;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");
  const decide = async (status: OwnerStatus) => {
    setBusy(true);
    try {
      const result = await apiRequest(`/api/applications/${application.id}/status`, {
        method: "POST",
        body: { status, ...(message.trim() ? { message: message.trim() } : {}) },
      });
      toast.success(result.message ?? "Saved");
      setMessage("");
      onChanged();
    } catch (error) {
      toast.error(errorMessage(error, "Could not change the application"));
    } finally {
      setBusy(false);
    }
  };
  const closed = application.status === "withdrawn";
  return (
    <Dialog open onClose={onClose} title={application.name} className="w-full max-w-2xl p-4 sm:p-6">
      <div className="space-y-4 text-slate-800">
        <p>
          <Badge tone={STATUS_TONES[application.status]}>{EMPLOYER_STATUS_LABELS[application.status]}</Badge>{" "}
          <span className="text-sm text-slate-600">Sent {formatSiteDate(application.submittedAt)}</span>
        </p>
        <dl className="space-y-2 break-words">
          <div>
            <dt className="text-sm font-medium text-slate-600">E-mail</dt>
            <dd>
              <a href={`mailto:${application.email}`} className="underline">
                {application.email}
              </a>
            </dd>
          </div>
          {application.phone ? (
            <div>
              <dt className="text-sm font-medium text-slate-600">Phone</dt>
              <dd>{application.phone}</dd>
            </div>
          ) : null}
          {application.answers.map((answer) => (
            <div key={answer.questionId}>
              <dt className="text-sm font-medium text-slate-600">{answer.label}</dt>
              <dd className="whitespace-pre-line">{answer.value}</dd>
            </div>
          ))}
          {application.coverLetter ? (
            <div>
              <dt className="text-sm font-medium text-slate-600">Cover letter</dt>
              <dd className="whitespace-pre-line">{application.coverLetter}</dd>
            </div>
          ) : null}
        </dl>
        {application.hasCv ? (
          <a
            href={`/api/applications/${application.id}/cv`}
            download={application.cvName}
            className={buttonClass({ variant: "secondary" })}
          >
            Download the CV<span className="sr-only"> of {application.name}</span> ({application.cvName})
          </a>
        ) : (
          <p className="text-sm text-slate-600">No CV (the candidate withdrew the application).</p>
        )}
        {closed ? null : (
          <div className="space-y-3 border-t border-slate-200 pt-4">
            <Field
              id="decision-message"
              label="Message to the candidate (optional)"
              hint="Sent with a rejection or an offer; without one, the candidate gets a kind default."
            >
              {(wiring) => (
                <textarea
                  {...wiring}
                  rows={3}
                  maxLength={STATUS_MESSAGE_MAX}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  className={INPUT_CLASS}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" disabled={busy} onClick={() => void decide("reviewed")}>
                Mark reviewed
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => void decide("shortlisted")}>
                Shortlist
              </Button>
              <Button variant="approve" disabled={busy} onClick={() => void decide("hired")}>
                Hire
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => void decide("rejected")}>
                Reject
              </Button>
            </div>
          </div>
        )}
        {application.history.length ? (
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer py-2">History</summary>
            <ul className="space-y-1">
              {application.history.map((entry, index) => (
                <li key={index}>
                  {formatSiteDate(entry.at)}:{" "}
                  {EMPLOYER_STATUS_LABELS[entry.status as ApplicationStatus] ?? entry.status}
                  {entry.message ? ` — “${entry.message}”` : ""}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Dialog>
  );
}

export function ApplicationsInbox({ jobId }: { jobId: string }) {
  const key = `/api/members/me/jobs/${jobId}/applications`;
  const { data, error, isLoading, mutate } = useSWR(key, fetchInbox, { shouldRetryOnError: false });
  const [status, setStatus] = useState<ApplicationStatus | "">("");
  const [sort, setSort] = useState<Sort>("newest");
  const [openId, setOpenId] = useState<string | null>(null);

  const rows = useMemo(() => {
    const all = data?.applications ?? [];
    const kept = status ? all.filter((row) => row.status === status) : [...all];
    const order = APPLICATION_STATUSES as readonly string[];
    return kept.sort((a, b) =>
      sort === "oldest"
        ? a.submittedAt.localeCompare(b.submittedAt)
        : sort === "name"
          ? a.name.localeCompare(b.name)
          : sort === "status"
            ? order.indexOf(a.status) - order.indexOf(b.status) || b.submittedAt.localeCompare(a.submittedAt)
            : b.submittedAt.localeCompare(a.submittedAt),
    );
  }, [data, status, sort]);

  const counts = useMemo(() => {
    const result: Partial<Record<ApplicationStatus, number>> = {};
    for (const row of data?.applications ?? []) result[row.status] = (result[row.status] ?? 0) + 1;
    return result;
  }, [data]);

  const exportCsv = () => {
    const blob = new Blob([applicationsCsv(rows)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `applications-${jobId}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  const columns: Column<InboxApplication>[] = [
    {
      header: "Candidate",
      cell: (row) => (
        <button
          type="button"
          onClick={() => setOpenId(row.id)}
          className="min-h-11 text-left font-semibold break-words text-sky-800 underline"
        >
          {row.name}
        </button>
      ),
    },
    { header: "E-mail", hideBelow: "md", cell: (row) => <span className="break-all">{row.email}</span> },
    { header: "Sent", hideBelow: "sm", cell: (row) => formatSiteDate(row.submittedAt) },
    {
      header: "Status",
      cell: (row) => <Badge tone={STATUS_TONES[row.status]}>{EMPLOYER_STATUS_LABELS[row.status]}</Badge>,
    },
    { header: "CV", hideBelow: "sm", cell: (row) => (row.hasCv ? "Yes" : "—") },
  ];

  if (error)
    return (
      <LoadError
        message={errorMessage(error, "The applications could not be loaded. Please try again in a moment.")}
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || data === undefined)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Spinner label="Loading the applications" />
      </div>
    );
  if (data === null)
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Applications</h1>
        <p className="text-slate-700">Sign in to see the applications to your jobs.</p>
        <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
          Sign in
        </Link>
      </section>
    );

  const open = data.applications.find((row) => row.id === openId);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/account/jobs" className="text-brand font-medium underline underline-offset-2">
          ← Your jobs
        </Link>
      </nav>
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        Applications: {data.job.title}
      </h1>
      <div className="flex flex-wrap items-end gap-3">
        <Field id="applications-status" label="Status" className="min-w-40 flex-1 sm:flex-none">
          {(wiring) => (
            <select
              {...wiring}
              value={status}
              onChange={(event) => setStatus(event.target.value as ApplicationStatus | "")}
              className={INPUT_CLASS}
            >
              <option value="">All ({data.applications.length})</option>
              {APPLICATION_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {EMPLOYER_STATUS_LABELS[value]} ({counts[value] ?? 0})
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="applications-sort" label="Sort" className="min-w-40 flex-1 sm:flex-none">
          {(wiring) => (
            <select
              {...wiring}
              value={sort}
              onChange={(event) => setSort(event.target.value as Sort)}
              className={INPUT_CLASS}
            >
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button variant="secondary" onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </Button>
      </div>
      <Table
        caption="Applications"
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        emptyMessage={status ? "No application has this status." : "No applications yet."}
      />
      {open ? (
        <ApplicationDialog
          application={open}
          onClose={() => setOpenId(null)}
          onChanged={() => void mutate()}
        />
      ) : null}
    </div>
  );
}
