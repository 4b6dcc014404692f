// One job on the public grid and in the back-office list.
import type { ReactNode } from "react";
import { JobFacts } from "@/components/jobs/job-facts";
import { JobImageButton } from "@/components/jobs/job-image-button";
import type { JobItem } from "@/lib/jobs/job-items";
import { buttonClass } from "@/components/ui/button";
import { applyHref } from "@/lib/jobs/fields";
import { CompanyLink } from "@/components/companies/company-link";

type JobCardProps = {
  job: JobItem;
  actions?: ReactNode;
  status?: ReactNode;
  /** The job's own page; the title links there on the public grid. */
  detailHref?: string;
};

export function JobCard({ job, actions, status, detailHref }: JobCardProps) {
  const heading = job.title || job.company;
  const apply = applyHref(job);
  return (
    <article className="listing-card" aria-label={heading}>
      {job.imageUrl ? <JobImageButton src={job.imageUrl} name={heading} /> : null}
      <h3>{detailHref ? <a href={detailHref}>{heading}</a> : heading}</h3>
      {job.companyRef ? (
        <p className="mt-1 font-medium text-slate-800">
          <CompanyLink company={job.companyRef} />
        </p>
      ) : job.title && job.company ? (
        <p className="mt-1 font-medium text-slate-800">{job.company}</p>
      ) : null}
      {job.location ? (
        <p className="meta">
          <span className="font-medium">Location:</span> {job.location}
        </p>
      ) : null}
      <JobFacts job={job} className="mt-2" />
      {job.description ? <p className="description line-clamp-3">{job.description}</p> : null}
      {status}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {apply ? (
          <a href={apply} target="_blank" rel="noopener noreferrer" className={buttonClass({ size: "sm" })}>
            View Job<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
        {actions}
      </div>
    </article>
  );
}
