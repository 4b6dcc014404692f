// How the pay pages write figures and cells (client-safe): "72 000", the comparison line, the CSV.
import type { Salary } from "@/lib/jobs/fields";
import {
  ROLE_FAMILY_LABELS,
  SENIORITY_LABELS,
  type RoleFamily,
  type Seniority,
} from "@/lib/jobs/rules/role-family";
import { COUNTRY_NAMES } from "@/lib/jobs/rules/job-place";
import { normalisePay } from "@/lib/jobs/rules/pay-normalise";
import type { PayCell } from "./pay-stats";

/** A whole amount with a space between thousands: 72 000. */
export function formatAmount(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

export const countryName = (code: string) => COUNTRY_NAMES[code] ?? code;

/** "senior talent acquisition" (the family's short name, lower case). */
export function roleWords(family: RoleFamily, seniority: Seniority): string {
  const level = seniority === "mid" ? "mid-level" : SENIORITY_LABELS[seniority].toLowerCase();
  return `${level} ${ROLE_FAMILY_LABELS[family].split(" / ")[0]!.toLowerCase()}`;
}

/**
 * "Median for senior talent acquisition in Germany, EUR: 72 000 — this role: 65 000–80 000" (the
 * role's range as a year's pay, as the statistics count it); null without a range to compare.
 */
export function comparisonLine(cell: PayCell, salary: Salary | null): string | null {
  const pay = normalisePay(salary);
  if (!pay || pay.currency !== cell.currency) return null;
  const range =
    pay.annualMin === pay.annualMax
      ? formatAmount(pay.annualMin)
      : `${formatAmount(pay.annualMin)}–${formatAmount(pay.annualMax)}`;
  return `Median for ${roleWords(cell.family, cell.seniority)} in ${countryName(cell.country)}, ${cell.currency}: ${formatAmount(cell.median)} — this role: ${range}`;
}

export const CSV_COLUMNS = [
  "family",
  "seniority",
  "country",
  "region",
  "currency",
  "postings",
  "employers",
  "p25",
  "median",
  "p75",
  "minOfMins",
  "maxOfMaxes",
  "updatedAt",
] as const;

const csvField = (value: string | number | undefined) => {
  const text = value === undefined ? "" : String(value);
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The cells a page shows, one row each, in the order of its table. */
export function cellsCsv(cells: readonly PayCell[]): string {
  const rows = cells.map((cell) => CSV_COLUMNS.map((column) => csvField(cell[column])).join(","));
  return `${[CSV_COLUMNS.join(","), ...rows].join("\r\n")}\r\n`;
}
