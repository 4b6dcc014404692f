"use client";
// Job moderation: Approved / Not Approved tabs (default Not Approved), approve pending jobs,
// edit any job in the update dialog, delete after confirmation (the spec's event wording).
import { useState } from "react";
import { PaginationControls } from "@/components/admin/pagination-controls";
import { Spinner } from "@/components/admin/spinner";
import { useApiData, useStaffAction } from "@/components/admin/use-api-data";
import { JobCard } from "@/components/jobs/job-card";
import { JobDialog } from "@/components/jobs/job-dialog";
import { ACTION_BUTTON, ApprovalTabs, type ApprovalTab } from "@/components/ui/approval-tabs";
import { useStaffRole } from "@/components/ui/use-staff-role";
import type { Pagination } from "@/lib/data/paginate";
import type { JobItem } from "@/lib/data/jobs";

/** SPEC section 8 uses the event confirmation for jobs too. */
export const DELETE_JOB_CONFIRMATION = "Are you sure you want to delete this event?";

type JobsResponse = { success: boolean; jobs: JobItem[]; pagination: Pagination };

export function JobsModeration() {
  const role = useStaffRole();
  const [tab, setTab] = useState<ApprovalTab>("pending");
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<JobItem | null>(null);
  const { data, loading, reload } = useApiData<JobsResponse>(
    role ? `/api/${role}/jobs?status=${tab}&page=${page}` : null,
    "Failed to fetch jobs",
  );

  return (
    <section aria-labelledby="jobs-heading" className="space-y-4">
      <h1 id="jobs-heading" className="text-2xl font-bold text-slate-900">
        Jobs
      </h1>
      <ApprovalTabs
        idPrefix="jobs"
        label="Job status"
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      />
      <div id="jobs-panel" role="tabpanel" aria-labelledby={`jobs-tab-${tab}`}>
        {loading ? (
          <Spinner label="Loading jobs" />
        ) : !data || data.jobs.length === 0 ? (
          <p className="text-slate-700">No Jobs found.</p>
        ) : (
          <div className="space-y-6">
            <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label="Jobs">
              {data.jobs.map((job) => (
                <li key={job._id}>
                  <ModeratedJob job={job} role={role} onEdit={() => setEditing(job)} onChanged={reload} />
                </li>
              ))}
            </ul>
            {data.pagination.totalPages > 1 ? (
              <PaginationControls page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
            ) : null}
          </div>
        )}
      </div>
      <JobDialog
        open={editing !== null}
        job={editing ?? undefined}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
    </section>
  );
}

type ModeratedJobProps = { job: JobItem; role: string | null; onEdit: () => void; onChanged: () => void };

function ModeratedJob({ job, role, onEdit, onChanged }: ModeratedJobProps) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);
  const name = job.title || job.company;
  const act = async (path: string, fallback: string) => {
    setBusy(true);
    const done = await runAction(path, fallback);
    setBusy(false);
    if (done) onChanged();
  };
  const remove = () => {
    if (!window.confirm(DELETE_JOB_CONFIRMATION)) return;
    void act(`/api/${role}/delete-job/${job._id}`, "Failed to delete the job");
  };

  return (
    <JobCard
      job={job}
      status={
        <p className={`mt-2 text-sm font-medium ${job.isApproved ? "text-green-700" : "text-orange-700"}`}>
          {job.isApproved ? "Approved" : "Not Approved"}
        </p>
      }
      actions={
        <>
          {!job.isApproved ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(`/api/${role}/approve-job/${job._id}`, "Failed to approve the job")}
              aria-label={`Approve ${name}`}
              className={ACTION_BUTTON.approve}
            >
              Approve
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={onEdit}
            aria-label={`Edit ${name}`}
            className={ACTION_BUTTON.edit}
          >
            Edit
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={remove}
            aria-label={`Delete ${name}`}
            className={ACTION_BUTTON.remove}
          >
            Delete
          </button>
        </>
      }
    />
  );
}
