"use client";
// Job moderation in the back-office (the shared board with job cards and the job dialog).
import { ModerationBoard } from "@/components/moderation/moderation-board";
import { JobCard } from "@/components/jobs/job-card";
import { JobDialog } from "@/components/jobs/job-dialog";
import { JobStateLine, JobStatusActions } from "@/components/jobs/job-status-actions";
import type { JobItem } from "@/lib/jobs/job-items";

/** SPEC section 8 uses the event confirmation for jobs too. */
export const DELETE_JOB_CONFIRMATION = "Are you sure you want to delete this event?";

export function JobsModeration() {
  return (
    <ModerationBoard<JobItem>
      collection="jobs"
      singular="job"
      title="Jobs"
      emptyText="No Jobs found."
      deleteConfirmation={DELETE_JOB_CONFIRMATION}
      nameOf={(job) => job.title || job.company}
      renderCard={(job, slots) => <JobCard job={job} {...slots} />}
      renderDialog={({ item, ...dialog }) => <JobDialog {...dialog} job={item} />}
      renderApprovedExtras={(job, role) => ({
        status: <JobStateLine job={job} />,
        actions: <JobStatusActions job={job} role={role} />,
      })}
    />
  );
}
