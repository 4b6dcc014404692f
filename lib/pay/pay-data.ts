// The pay statistics read from the jobs (issue 45): approved, not closed jobs with a plausible range,
// a known country and an HR role family, posted in the period. Every cell of every remote variant is
// computed once per change of the jobs or companies (the public cache's tags) and once a day (the
// period moves); requests only pick cells from that result.
import "server-only";
import { cachedRead } from "@/lib/cache/public-cache";
import { publicTags } from "@/lib/cache/public-tags";
import { connectDb } from "@/lib/db";
import {
  ROLE_FAMILIES,
  SENIORITIES,
  isRoleFamily,
  isSeniority,
  type RoleFamily,
  type Seniority,
} from "@/lib/jobs/rules/role-family";
import { Job } from "@/models/Job";
import {
  PAY_PERIOD_MONTHS,
  computeCells,
  selectCells,
  type CellSet,
  type PayCell,
  type PayPosting,
  type RemoteVariant,
} from "./pay-stats";
import type { PayQuery } from "./pay-schemas";

const DAY_SECONDS = 24 * 60 * 60;

/** The first day the default period covers: the same calendar day 12 months ago (UTC). */
export function periodStart(now: Date = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCMonth(start.getUTCMonth() - PAY_PERIOD_MONTHS);
  return start;
}

/** `since` narrows the period; a day before its start counts from the start. */
export function periodFrom(since: string | undefined, now: Date = new Date()): Date {
  const start = periodStart(now);
  if (!since) return start;
  const day = new Date(`${since}T00:00:00Z`);
  return day > start ? day : start;
}

type LeanPayJob = {
  _id: unknown;
  family?: string | null;
  seniority?: string | null;
  country?: string | null;
  region?: string | null;
  workplace?: string | null;
  status?: string | null;
  annualPay?: {
    currency?: string | null;
    midpoint?: number | null;
    annualMin?: number | null;
    annualMax?: number | null;
  } | null;
  companyRef?: { slug?: string | null; verified?: boolean | null } | null;
};

/** The postings of the period (one indexed read: { isApproved, annualPay.implausible, createdAt }). */
export async function listPayPostings(from: Date): Promise<PayPosting[]> {
  await connectDb();
  const docs = await Job.find({ isApproved: true, "annualPay.implausible": false, createdAt: { $gte: from } })
    .select("family seniority country region workplace status annualPay companyRef")
    .lean<LeanPayJob[]>();
  return docs.flatMap((doc): PayPosting[] => {
    const pay = doc.annualPay;
    if (doc.status === "closed" || !doc.country || !pay?.currency) return [];
    if (!doc.family || !isRoleFamily(doc.family) || doc.family === "not-hr") return [];
    if (!doc.seniority || !isSeniority(doc.seniority)) return [];
    if (
      typeof pay.midpoint !== "number" ||
      typeof pay.annualMin !== "number" ||
      typeof pay.annualMax !== "number"
    )
      return [];
    return [
      {
        family: doc.family,
        seniority: doc.seniority,
        country: doc.country,
        ...(doc.region ? { region: doc.region } : {}),
        remote: doc.workplace === "remote",
        currency: pay.currency,
        midpoint: pay.midpoint,
        annualMin: pay.annualMin,
        annualMax: pay.annualMax,
        ...(doc.companyRef?.verified && doc.companyRef.slug ? { employer: doc.companyRef.slug } : {}),
      },
    ];
  });
}

/** Every cell of the period from `since` (or the default period), per remote variant: cached. */
export function readPayCells(since?: string): Promise<Record<RemoteVariant, CellSet>> {
  return cachedRead(
    ["pay-cells", since ?? ""],
    [publicTags.jobs, publicTags.companies],
    async () => computeCells(await listPayPostings(periodFrom(since)), new Date().toISOString()),
    DAY_SECONDS,
  );
}

/** GET /api/pay's answer. */
export async function queryPay(query: PayQuery): Promise<{ cells: PayCell[]; suppressed: number }> {
  const variants = await readPayCells(query.since);
  const variant: RemoteVariant =
    query.remote === "true" ? "remote" : query.remote === "false" ? "onsite" : "any";
  return selectCells(variants[variant], query);
}

/** The country cell a job's range is compared with on its page, or null when it does not show. */
export async function payCellForJob(job: {
  family?: string;
  seniority?: string;
  country?: string;
  currency?: string;
}): Promise<PayCell | null> {
  if (!job.family || !job.seniority || !job.country || !job.currency) return null;
  const { any } = await readPayCells();
  return (
    any.cells.find(
      (cell) =>
        cell.family === job.family &&
        cell.seniority === job.seniority &&
        cell.country === job.country &&
        cell.currency === job.currency &&
        cell.region === undefined,
    ) ?? null
  );
}

export type PayPageFilters = {
  family: RoleFamily;
  seniority?: Seniority;
  country?: string;
  region?: string;
  remote?: "true" | "false";
};

export type PayView = {
  filters: PayPageFilters;
  /** The table's rows (and the CSV's): country cells, or the chosen region's, by country, currency, level. */
  cells: PayCell[];
  suppressed: number;
  /** Countries and regions with a shown cell for the family (the filter's choices). */
  countries: string[];
  regions: string[];
  /** Families with at least one shown cell. */
  familiesWithData: RoleFamily[];
};

const LEVEL_ORDER = new Map(SENIORITIES.map((level, index) => [level, index]));

/** What a /pay page shows for its filters. */
export async function readPayView(filters: PayPageFilters): Promise<PayView> {
  const variants = await readPayCells();
  const set = variants[filters.remote === "true" ? "remote" : filters.remote === "false" ? "onsite" : "any"];
  const family = selectCells(set, { family: filters.family });
  const picked = selectCells(set, {
    family: filters.family,
    seniority: filters.seniority,
    country: filters.country,
    region: filters.region,
  });
  const cells = picked.cells
    .filter((cell) => (filters.region ? cell.region === filters.region : cell.region === undefined))
    .sort(
      (a, b) =>
        a.country.localeCompare(b.country) ||
        a.currency.localeCompare(b.currency) ||
        (LEVEL_ORDER.get(a.seniority) ?? 0) - (LEVEL_ORDER.get(b.seniority) ?? 0),
    );
  const unique = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v)))].sort();
  return {
    filters,
    cells,
    suppressed: picked.suppressed,
    countries: unique(family.cells.map((cell) => cell.country)),
    regions: unique(
      family.cells
        .filter((cell) => !filters.country || cell.country === filters.country)
        .map((cell) => cell.region),
    ),
    familiesWithData: ROLE_FAMILIES.filter((f) => variants.any.cells.some((cell) => cell.family === f)),
  };
}

/** The /pay/{family}/{country} pages with figures, for the sitemap. */
export async function listPayCountryPaths(): Promise<string[]> {
  const { any } = await readPayCells();
  const pairs = new Set(
    any.cells
      .filter((cell) => cell.region === undefined)
      .map((cell) => `/pay/${cell.family}/${cell.country.toLowerCase()}`),
  );
  return [...pairs].sort();
}
