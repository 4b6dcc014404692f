// Pay-transparency rules: where a job ad must show a pay range (or pay must be given before the
// interview), from which date, for employers of which size, and the official source of each rule;
// and, in the same table, the salary-history bans (no question about a candidate's current or past
// pay), which refuse such a screening question on an on-site job (issue 43).
// THE table: GET /api/jobs/pay-rules serves it, create-job and update-job enforce it (through the
// job schema) and the job form warns with it. Client-safe (no server imports).

import table from "./pay-rules.json";
import { escapeRegex } from "@/lib/escape-regex";

export type PayRuleRequirement = "range-in-posting" | "range-before-interview" | "no-salary-history";

export type PayRule = {
  jurisdiction: string;
  /** The law, as the refusal names it ("Colorado's Equal Pay for Equal Work Act"). */
  law: string;
  /** Location words that put a job under the rule (whole words, any case; a ", XX" code matches as written). */
  match: string[];
  /** Location words that take a job out again (Washington, DC is not Washington State). */
  except?: string[];
  /** The country a remote job's "applicants from" may name to fall under the rule (e.g. "United States"). */
  country: "US" | "CA" | "EU";
  requires: PayRuleRequirement;
  /** Employers below this many employees are outside the rule. */
  minEmployees?: number;
  /** YYYY-MM-DD. */
  effectiveFrom: string;
  source: string;
};

/** The table itself is data (pay-rules.json, checked by pay-rules.test.ts): one row per law. */
export const PAY_RULES = table as readonly PayRule[];

const COUNTRY_WORDS: Record<PayRule["country"], string[]> = {
  US: ["United States", "USA", "U.S.", "US"],
  CA: ["Canada"],
  EU: ["European Union", "EU", "Europe"],
};

/** Whether `text` names `term`: a ", XX" code or an all-caps abbreviation as written, words in any case. */
function names(text: string, term: string): boolean {
  const exact = term.startsWith(", ") || (term.length <= 4 && term === term.toUpperCase());
  const pattern = new RegExp(`(^|[^A-Za-z])${escapeRegex(term)}(?![A-Za-z])`, exact ? "" : "i");
  return pattern.test(text);
}

export type PayRulePlace = {
  location?: string;
  workplace?: string;
  /** A remote job's applicant locations. */
  applicantLocation?: string;
};

/** The rules in force at `now` whose area the job falls under (where it is, or whom a remote job takes). */
export function payRulesFor(job: PayRulePlace, now: Date = new Date()): PayRule[] {
  const today = now.toISOString().slice(0, 10);
  const places = [job.location ?? ""];
  const remote = job.workplace === "remote";
  if (remote) places.push(job.applicantLocation ?? "");
  return PAY_RULES.filter((rule) => {
    if (rule.effectiveFrom > today) return false;
    return places.some((place) => {
      if (!place.trim()) return false;
      if (rule.except?.some((term) => names(place, term))) return false;
      if (rule.match.some((term) => names(place, term))) return true;
      return (
        remote && place === job.applicantLocation && COUNTRY_WORDS[rule.country].some((w) => names(place, w))
      );
    });
  });
}

/** A job's pay as the rules read it: a range needs both ends. */
export type PayRange = { min?: number; max?: number } | null | undefined;

/**
 * The first range-in-posting rule the job breaks (no range given, employer not declared below the
 * rule's size), or null.
 */
export function brokenPayRule(
  job: PayRulePlace & { salary?: PayRange; employerSize?: number },
  now: Date = new Date(),
): PayRule | null {
  if (job.salary?.min !== undefined && job.salary?.max !== undefined) return null;
  for (const rule of payRulesFor(job, now)) {
    if (rule.requires !== "range-in-posting") continue;
    if (
      job.employerSize !== undefined &&
      rule.minEmployees !== undefined &&
      job.employerSize < rule.minEmployees
    )
      continue;
    return rule;
  }
  return null;
}

export const payRangeRequiredMessage = (rule: PayRule) => {
  const law = rule.law.charAt(0).toUpperCase() + rule.law.slice(1);
  return `${law} requires a pay range in job postings.`;
};

/** The form's notice for range-before-interview rules (advice, not a refusal). */
export const payBeforeInterviewNotice = (rule: PayRule) =>
  `Under ${rule.law}, candidates in ${rule.jurisdiction} must be told the pay or its range before the interview (from ${rule.effectiveFrom}). Giving a range in the ad covers it.`;

/** The salary-history bans in force where the job is (or whom a remote job takes). */
export function salaryHistoryBansFor(job: PayRulePlace, now: Date = new Date()): PayRule[] {
  return payRulesFor(job, now).filter((rule) => rule.requires === "no-salary-history");
}

/**
 * Whether a screening question asks for the candidate's current or past pay ("current salary",
 * "salary history", "previous compensation", "what do you earn"). Expected pay is not pay history.
 */
export function asksPayHistory(text: string): boolean {
  const t = text.toLowerCase().replace(/\s+/g, " ");
  const pay = "(salary|salaries|pay|compensation|wages?|earnings|remuneration|income|package|ctc)";
  return [
    new RegExp(
      `\\b(current|currently|present|past|previous|prior|last|existing|former|recent|old)\\b[a-z ,/]{0,20}\\b${pay}\\b`,
    ),
    new RegExp(`\\b${pay} (history|record|details from your (current|last|previous) (job|role|employer))\\b`),
    /\bwhat (do|did) you (currently )?(earn|make|get paid)\b/,
    /\bhow much (do|did) you (currently )?(earn|make|get paid)\b/,
    /\b(earn|make|paid|earning|making)\b[a-z ]{0,20}\b(now|currently|today|in your (current|last|previous) (job|role))\b/,
  ].some((pattern) => pattern.test(t));
}

export const salaryHistoryRefusal = (rule: PayRule, label: string) => {
  const law = rule.law.charAt(0).toUpperCase() + rule.law.slice(1);
  return `${law} forbids asking candidates in ${rule.jurisdiction} about their current or past pay: remove the question "${label}".`;
};
