// What the rules derive from a job as it is stored (a plain document): its role family and
// seniority, its country and region and its range as a year's pay. Used for jobs written without
// them: the data migration of older jobs and the bench's large seed.
import { classifyJob, type Classification } from "./role-family";
import { jobPlaceOf } from "./job-place";
import { normalisePay } from "./pay-normalise";
import type { Salary, SalaryUnit } from "../fields";

const UNITS = new Set(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);

export type StoredJobSource = {
  title?: string;
  description?: string;
  location?: string;
  workplace?: string;
  applicantLocation?: string;
  salary?: { min?: number; max?: number; currency?: string; unit?: string };
};

function salaryOf(stored: StoredJobSource["salary"]): Salary | undefined {
  if (!stored?.currency || !stored.unit || !UNITS.has(stored.unit)) return undefined;
  return { min: stored.min, max: stored.max, currency: stored.currency, unit: stored.unit as SalaryUnit };
}

export function ruleFieldsOf(job: StoredJobSource): Classification & Record<string, unknown> {
  const { family, seniority } = classifyJob(job);
  const place = jobPlaceOf(job);
  const annualPay = normalisePay(salaryOf(job.salary));
  return {
    family,
    seniority,
    classifiedBy: "rules",
    ...(place.country ? { country: place.country } : {}),
    ...(place.region ? { region: place.region } : {}),
    ...(annualPay ? { annualPay } : {}),
  };
}
