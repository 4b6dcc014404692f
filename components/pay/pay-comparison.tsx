// A job page's line comparing its range with its cell's median (issue 45), when that cell shows:
// "Median for senior talent acquisition in Germany, EUR: 72 000 — this role: 65 000–80 000".
import { Link } from "@/components/ui/link";
import type { JobItem } from "@/lib/jobs/job-items";
import { jobPlaceOf } from "@/lib/jobs/rules/job-place";
import { comparisonLine, payCellForJob } from "@/lib/pay";
import { payPath } from "@/lib/seo/urls";

export async function PayComparison({ job }: { job: JobItem }) {
  if (!job.classification || !job.salary) return null;
  const place = jobPlaceOf({
    location: job.location,
    workplace: job.workplace,
    applicantLocation: job.applicantLocation,
  });
  const cell = await payCellForJob({
    family: job.classification.family,
    seniority: job.classification.seniority,
    country: place.country,
    currency: job.salary.currency,
  });
  const line = cell ? comparisonLine(cell, job.salary) : null;
  if (!cell || !line) return null;
  return (
    <p className="mt-3 text-sm text-slate-700" data-testid="pay-comparison">
      {line}.{" "}
      <Link href={payPath(cell.family, cell.country)} className="text-brand underline">
        See pay data
      </Link>
    </p>
  );
}
