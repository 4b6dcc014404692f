// The public job listing: open jobs with filters, keyword search and counts per filter option.
import "server-only";
import { connectDb } from "@/lib/db";
import { openJobFilter } from "@/lib/jobs/job-open";
import { JOB_FIELDS, toJobItem, toSalary, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { pageOfList, type Pagination } from "@/lib/db-paginate";
import { EMPLOYMENT_TYPES, WORKPLACES, type EmploymentType, type Workplace } from "@/lib/jobs/fields";
import type { JobFilters } from "@/lib/jobs/job-schemas";
import { Job } from "@/models/Job";
import { JOBS_PAGE_SIZE } from "@/lib/constants";
import { escapeRegex } from "@/lib/escape-regex";

export type JobFacets = {
  type: Record<EmploymentType, number>;
  workplace: Record<Workplace, number>;
  withSalary: number;
};

export type JobListing = { jobs: JobItem[]; pagination: Pagination; facets: JobFacets };

type FacetRow = {
  _id: unknown;
  createdAt?: Date | null;
  employmentType?: string[] | null;
  workplace?: string | null;
  salary?: LeanJob["salary"];
};

/**
 * `base` narrowed to jobs whose title, company, location or description contains `q` (any case).
 * The condition goes under `$and`, so the base's own fields (and its `$or`) stay where indexes see them.
 */
function withKeyword<T extends Record<string, unknown>>(base: T, q: string | undefined) {
  if (!q) return base;
  const pattern = { $regex: escapeRegex(q), $options: "i" };
  const anyField = {
    $or: [{ title: pattern }, { company: pattern }, { location: pattern }, { description: pattern }],
  };
  return { ...base, $and: [anyField] };
}

type Facet = "type" | "workplace" | "salary";

/** Whether a row passes every filter except `skip` (counts per option ignore their own facet). */
function passes(row: FacetRow, filters: JobFilters, skip?: Facet): boolean {
  if (skip !== "type" && filters.type && !(row.employmentType ?? []).includes(filters.type)) return false;
  if (skip !== "workplace" && filters.workplace && row.workplace !== filters.workplace) return false;
  if (skip !== "salary") {
    const salary = toSalary(row.salary);
    if ((filters.salary || filters.minSalary !== undefined) && !salary) return false;
    if (filters.minSalary !== undefined && salary) {
      const top = salary.max ?? salary.min ?? 0;
      if (top < filters.minSalary) return false;
    }
  }
  return true;
}

function countFacets(rows: FacetRow[], filters: JobFilters): JobFacets {
  const type = Object.fromEntries(EMPLOYMENT_TYPES.map((t) => [t, 0])) as Record<EmploymentType, number>;
  const workplace = Object.fromEntries(WORKPLACES.map((w) => [w, 0])) as Record<Workplace, number>;
  let withSalary = 0;
  for (const row of rows) {
    if (passes(row, filters, "type")) {
      for (const t of new Set(row.employmentType ?? [])) if (t in type) type[t as EmploymentType] += 1;
    }
    if (passes(row, filters, "workplace") && row.workplace && row.workplace in workplace) {
      workplace[row.workplace as Workplace] += 1;
    }
    if (
      passes(row, { ...filters, salary: undefined, minSalary: undefined }, "salary") &&
      toSalary(row.salary)
    ) {
      withSalary += 1;
    }
  }
  return { type, workplace, withSalary };
}

/**
 * One page of jobs (open ones, or every approved one with `includeClosed`) matching the filters,
 * newest first, with how many jobs each filter option would show. The candidates are loaded with
 * a small projection and filtered here, so the counts and the page always agree.
 */
export async function listOpenJobs(
  { page = 1, includeClosed = false, ...filters }: JobFilters & { page?: number; includeClosed?: boolean },
  now: Date = new Date(),
): Promise<JobListing> {
  await connectDb();
  const visible = includeClosed ? { isApproved: true } : openJobFilter(now);
  const rows = await Job.find(withKeyword(visible, filters.q))
    .select("createdAt employmentType workplace salary")
    .lean<FacetRow[]>();
  const matching = rows
    .filter((row) => passes(row, filters))
    .sort((a, b) => {
      const byDate = (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
      return byDate !== 0 ? byDate : String(b._id).localeCompare(String(a._id));
    });
  const { items, pagination } = pageOfList(matching, page, JOBS_PAGE_SIZE);
  const ids = items.map((row) => row._id);
  const docs = ids.length
    ? await Job.find({ _id: { $in: ids } })
        .select(JOB_FIELDS)
        .lean<LeanJob[]>()
    : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const jobs = ids.flatMap((id) => {
    const doc = byId.get(String(id));
    return doc ? [toJobItem(doc, now)] : [];
  });
  return {
    jobs,
    pagination,
    facets: countFacets(rows, filters),
  };
}

/** Page 1… of the open jobs without filters (the /jobs pages). */
export function listApprovedJobs({ page = 1 }: { page?: number } = {}) {
  return listOpenJobs({ page });
}

/**
 * Open jobs approved in (since, until] that match an alert's filters, oldest approval first: each
 * job falls in exactly one alert window, so no alert mails it twice.
 */
export async function listJobsApprovedBetween(
  filters: Pick<JobFilters, "type" | "workplace" | "q">,
  since: Date,
  until: Date,
  limit: number,
): Promise<JobItem[]> {
  await connectDb();
  const docs = await Job.find(
    withKeyword(
      {
        ...openJobFilter(until),
        approvedAt: { $gt: since, $lte: until },
        ...(filters.type ? { employmentType: filters.type } : {}),
        ...(filters.workplace ? { workplace: filters.workplace } : {}),
      },
      filters.q,
    ),
  )
    .select(JOB_FIELDS)
    .sort({ approvedAt: 1, _id: 1 })
    .limit(limit)
    .lean<LeanJob[]>();
  return docs.map((doc) => toJobItem(doc, until));
}
