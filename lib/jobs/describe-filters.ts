// The words for a set of job filters ("Remote · Full-time · “payroll” jobs"): alert mails and forms.
import {
  EMPLOYMENT_TYPE_LABELS,
  WORKPLACE_LABELS,
  type EmploymentType,
  type Workplace,
} from "@/lib/jobs/fields";

export function describeJobFilters(filters: {
  type?: EmploymentType;
  workplace?: Workplace;
  q?: string;
}): string {
  const parts = [
    filters.workplace ? WORKPLACE_LABELS[filters.workplace] : "",
    filters.type ? EMPLOYMENT_TYPE_LABELS[filters.type] : "",
    filters.q ? `“${filters.q}”` : "",
  ].filter(Boolean);
  return parts.length ? `${parts.join(" · ")} jobs` : "all new jobs";
}
