// A job's workplace, employment types and salary as short labels (cards and the job's page).
import { Badge } from "@/components/ui/badge";
import type { JobItem } from "@/lib/jobs/job-items";
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS, formatSalary } from "@/lib/jobs/fields";

export function JobFacts({ job, className = "" }: { job: JobItem; className?: string }) {
  if (!job.workplace && job.employmentType.length === 0 && !job.salary) return null;
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {job.workplace ? <Badge tone="info">{WORKPLACE_LABELS[job.workplace]}</Badge> : null}
      {job.employmentType.map((type) => (
        <Badge key={type}>{EMPLOYMENT_TYPE_LABELS[type]}</Badge>
      ))}
      {job.salary ? (
        <span className="text-sm font-semibold text-slate-900">{formatSalary(job.salary)}</span>
      ) : null}
    </div>
  );
}
