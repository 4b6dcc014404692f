"use client";
// Dashboard: open jobs that stop being listed within 7 days, soonest first, with Extend at hand.
import { Link } from "@/components/ui/link";
import { JobStatusActions } from "@/components/jobs/job-status-actions";
import { Table, type Column } from "@/components/ui/table";
import type { JobItem } from "@/lib/jobs/job-items";
import { formatSiteDateTime } from "@/lib/dates";
import { JOB_EXPIRING_SOON_DAYS } from "@/lib/jobs/fields";

export function ExpiringJobs({ jobs, role }: { jobs: JobItem[]; role: string | null }) {
  const columns: Column<JobItem>[] = [
    {
      header: "Job",
      cell: (job) => (
        <Link href={`/jobs/${job._id}`} className="text-brand font-medium underline-offset-2 hover:underline">
          {job.title || job.company}
        </Link>
      ),
    },
    { header: "Company", cell: (job) => job.company, hideBelow: "sm" },
    { header: "Expires", cell: (job) => formatSiteDateTime(job.validThrough) },
    {
      header: "Actions",
      cell: (job) => (
        <div className="flex flex-wrap gap-2">
          <JobStatusActions job={job} role={role} />
        </div>
      ),
    },
  ];
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Jobs expiring soon</h2>
      <Table
        caption={`Jobs expiring within ${JOB_EXPIRING_SOON_DAYS} days`}
        columns={columns}
        rows={jobs}
        rowKey={(job) => job._id}
        emptyMessage={`No jobs expire within ${JOB_EXPIRING_SOON_DAYS} days.`}
      />
    </div>
  );
}
