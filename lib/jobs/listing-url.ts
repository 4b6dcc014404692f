// /jobs URLs with filters: `/jobs?type=FULL_TIME&workplace=remote&q=payroll` (page 2: `&page=2`).
// Unfiltered pages keep their path form (`/jobs`, `/jobs/page/2`).
import { pagedPath } from "@/lib/posts/blog-listing";

export type JobFilterParams = {
  type?: string;
  workplace?: string;
  q?: string;
  salary?: string;
  minSalary?: number;
};

/** The query parameters that filter the jobs list (any of them, even empty, means a filtered page). */
export const JOB_FILTER_PARAMS = ["type", "workplace", "q", "salary", "minSalary"] as const;

export function hasJobFilters(filters: JobFilterParams): boolean {
  return Boolean(
    filters.type || filters.workplace || filters.q || filters.salary || filters.minSalary !== undefined,
  );
}

export function jobsHref(filters: JobFilterParams, page = 1): string {
  if (!hasJobFilters(filters)) return pagedPath("/jobs", page);
  const query = new URLSearchParams();
  if (filters.type) query.set("type", filters.type);
  if (filters.workplace) query.set("workplace", filters.workplace);
  if (filters.q) query.set("q", filters.q);
  if (filters.salary) query.set("salary", filters.salary);
  if (filters.minSalary !== undefined) query.set("minSalary", String(filters.minSalary));
  if (page > 1) query.set("page", String(page));
  return `/jobs?${query.toString()}`;
}
