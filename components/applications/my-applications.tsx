"use client";
// /account/applications: what the member sent and where each application stands (issue 43). The
// employer's "reviewed" and "shortlisted" both read "In review"; "rejected" reads "Not selected".
import { Link } from "@/components/ui/link";
import useSWR from "swr";
import { useState } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import type { CandidateApplication } from "@/lib/applications/applications";
import { CANDIDATE_STATUS_LABELS, type CandidateStatus } from "@/lib/applications/fields";
import { formatSiteDate } from "@/lib/dates";
import { toast } from "@/lib/toast";

const KEY = "/api/members/me/applications";

const TONES: Record<CandidateStatus, BadgeTone> = {
  submitted: "info",
  in_review: "warning",
  rejected: "neutral",
  hired: "success",
  withdrawn: "neutral",
};

async function fetchApplications(path: string): Promise<CandidateApplication[] | null> {
  try {
    return (await apiRequest<ApiSuccess<{ applications: CandidateApplication[] }>>(path)).applications;
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

function ApplicationCard({ application, onDone }: { application: CandidateApplication; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm("Withdraw the application?");
  const withdraw = async () => {
    const title = application.job.title || "this job";
    if (!(await confirm(`Withdraw your application for "${title}"? Your CV is deleted at once.`, "Withdraw")))
      return;
    setBusy(true);
    try {
      const result = await apiRequest(`${KEY}/${application.id}`, { method: "DELETE" });
      toast.success(result.message ?? "Withdrawn");
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, "Could not withdraw the application"));
    } finally {
      setBusy(false);
    }
  };
  const active = application.status === "submitted" || application.status === "in_review";
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      {dialog}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold break-words text-slate-900">
            <Link href={`/jobs/${application.job.id}`} className="underline underline-offset-2">
              {application.job.title || "A job"}
            </Link>
          </h2>
          {application.job.company ? <p className="text-slate-700">{application.job.company}</p> : null}
          <p className="text-sm text-slate-600">Sent {formatSiteDate(application.submittedAt)}</p>
        </div>
        <Badge tone={TONES[application.status]}>{CANDIDATE_STATUS_LABELS[application.status]}</Badge>
      </div>
      {application.message ? (
        <blockquote className="border-l-4 border-slate-300 pl-3 whitespace-pre-line text-slate-800">
          {application.message}
        </blockquote>
      ) : null}
      <details className="text-sm text-slate-800">
        <summary className="cursor-pointer py-2 font-medium">What you sent</summary>
        <dl className="space-y-2 break-words">
          {application.answers.map((answer) => (
            <div key={answer.questionId}>
              <dt className="font-medium text-slate-600">{answer.label}</dt>
              <dd className="whitespace-pre-line">{answer.value}</dd>
            </div>
          ))}
          {application.coverLetter ? (
            <div>
              <dt className="font-medium text-slate-600">Cover letter</dt>
              <dd className="whitespace-pre-line">{application.coverLetter}</dd>
            </div>
          ) : null}
          <div>
            <dt className="font-medium text-slate-600">CV</dt>
            <dd>{application.cvName || "Deleted"}</dd>
          </div>
        </dl>
      </details>
      {active ? (
        <Button variant="danger" disabled={busy} onClick={() => void withdraw()}>
          Withdraw<span className="sr-only"> the application for {application.job.title}</span>
        </Button>
      ) : null}
    </li>
  );
}

export function MyApplications() {
  const { data, error, isLoading, mutate } = useSWR(KEY, fetchApplications, { shouldRetryOnError: false });
  if (error)
    return (
      <LoadError
        message="Your applications could not be loaded. Please try again in a moment."
        onRetry={() => void mutate()}
      />
    );
  if (isLoading || data === undefined)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Spinner label="Loading your applications" />
      </div>
    );
  if (data === null)
    return (
      <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Your applications</h1>
        <p className="text-slate-700">Sign in to follow the jobs you applied for.</p>
        <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
          Sign in
        </Link>
      </section>
    );
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your applications</h1>
      {data.length === 0 ? (
        <p className="text-slate-700">
          You have not applied for a job on HR Pulse yet.{" "}
          <Link href="/jobs" className="underline">
            See the jobs
          </Link>
          .
        </p>
      ) : (
        <ul className="space-y-4">
          {data.map((application) => (
            <ApplicationCard key={application.id} application={application} onDone={() => void mutate()} />
          ))}
        </ul>
      )}
    </div>
  );
}
