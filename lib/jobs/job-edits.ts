// An edit of a job's content as one update: the fields it replaces (an absent field is cleared) and
// a new image when one was sent. Staff apply it at once; an owner's edit of a published job waits.
import "server-only";
import type { PendingChange } from "@/lib/moderation/pending-changes";
import type { JobFields } from "@/lib/jobs/job-schemas";
import { checkJobText } from "@/lib/jobs/rules/wording";
import { classifyJob, type ClassificationSource } from "@/lib/jobs/rules/role-family";
import { jobPlaceOf } from "@/lib/jobs/rules/job-place";
import { normalisePay } from "@/lib/jobs/rules/pay-normalise";

/** The fields an edit replaces: cleared when the edit leaves them out. */
export const REPLACED_FIELDS = [
  "title",
  "company",
  "location",
  "description",
  "link",
  "employmentType",
  "workplace",
  "applicantLocation",
  "salary",
  "applyUrl",
  "applyEmail",
  "employerSize",
  "applyMode",
  "questions",
] as const;

/** Who sends a chosen family or seniority: the poster (their correction) or staff (an override). */
export type Chooser = Exclude<ClassificationSource, "rules">;

/**
 * What the pay statistics keep of a job, worked out from its fields: the role family and seniority
 * (the rules', unless a different one was chosen), its country and region, its range as a year's pay.
 */
export function derivedJobFields(fields: JobFields, chooser: Chooser): PendingChange {
  const rules = classifyJob(fields);
  const family = fields.family ?? rules.family;
  const seniority = fields.seniority ?? rules.seniority;
  const chosen = family !== rules.family || seniority !== rules.seniority;
  const place = jobPlaceOf(fields);
  const annualPay = normalisePay(fields.salary);
  const set: Record<string, unknown> = { family, seniority, classifiedBy: chosen ? chooser : "rules" };
  const unset: string[] = [];
  for (const [name, value] of [
    ["country", place.country],
    ["region", place.region],
    ["annualPay", annualPay],
  ] as const) {
    if (value === undefined) unset.push(name);
    else set[name] = value;
  }
  return { set, unset };
}

export function jobEditOf(
  fields: JobFields,
  imageUrl: string | undefined,
  chooser: Chooser = "poster",
): PendingChange {
  const set: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const name of REPLACED_FIELDS) {
    const value = fields[name];
    if (value !== undefined && value !== "") set[name] = value;
    else unset.push(name);
  }
  if (imageUrl) set.imageUrl = imageUrl;
  const findings = checkJobText(fields.title, fields.description);
  if (findings.length) set.wordingFindings = findings;
  else unset.push("wordingFindings");
  const derived = derivedJobFields(fields, chooser);
  return { set: { ...set, ...derived.set }, unset: [...unset, ...derived.unset] };
}

/** The findings to store with a new job (none: nothing stored). */
export function wordingFindingsOf(fields: JobFields): { wordingFindings?: ReturnType<typeof checkJobText> } {
  const findings = checkJobText(fields.title, fields.description);
  return findings.length ? { wordingFindings: findings } : {};
}
