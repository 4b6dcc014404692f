// The CPD record as CSV (RFC 4180): one row per entry and credit (an entry without credits: one row).
import { csvCell } from "@/lib/newsletter/subscribers-csv";
import type { CpdEntryItem } from "@/lib/cpd/cpd";

export const CPD_CSV_COLUMNS = [
  "date",
  "title",
  "provider",
  "hours",
  "verified",
  "body",
  "credits",
  "activityId",
  "category",
  "reflection",
  "entryId",
  "eventId",
  "certificationId",
] as const;

export function cpdCsv(entries: readonly CpdEntryItem[]): string {
  const lines = [CPD_CSV_COLUMNS.join(",")];
  for (const entry of entries) {
    const credits = entry.credits.length ? entry.credits : [null];
    for (const credit of credits) {
      const row = [
        entry.date,
        entry.title,
        entry.provider,
        String(entry.hours),
        entry.verified ? "yes" : "no",
        credit?.body ?? "",
        credit ? String(credit.amount) : "",
        credit?.activityId ?? "",
        credit?.category ?? "",
        entry.reflection ?? "",
        entry.id,
        entry.eventId ?? "",
        entry.certificationId ?? "",
      ];
      lines.push(row.map(csvCell).join(","));
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
