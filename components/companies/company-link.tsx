// A job's company: a link to its page and the verified mark.
import { Link } from "@/components/ui/link";
import type { JobItem } from "@/lib/jobs/job-items";
import { companyPath } from "@/lib/seo/urls";
import { VerifiedBadge } from "./verified-badge";

export function CompanyLink({ company }: { company: NonNullable<JobItem["companyRef"]> }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link href={companyPath(company.slug)} className="underline underline-offset-2">
        {company.name}
      </Link>
      <VerifiedBadge verified={company.verified} />
    </span>
  );
}
