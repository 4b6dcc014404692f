// An edit of a job's content as one update: the fields it replaces (an absent field is cleared) and
// a new image when one was sent. Staff apply it at once; an owner's edit of a published job waits.
import "server-only";
import type { PendingChange } from "@/lib/moderation/pending-changes";
import type { JobFields } from "@/lib/jobs/job-schemas";
import { checkJobText } from "@/lib/jobs/rules/wording";

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

export function jobEditOf(fields: JobFields, imageUrl: string | undefined): PendingChange {
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
  return { set, unset };
}

/** The findings to store with a new job (none: nothing stored). */
export function wordingFindingsOf(fields: JobFields): { wordingFindings?: ReturnType<typeof checkJobText> } {
  const findings = checkJobText(fields.title, fields.description);
  return findings.length ? { wordingFindings: findings } : {};
}
