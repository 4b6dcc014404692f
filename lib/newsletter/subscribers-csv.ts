// The subscriber list as CSV (RFC 4180), safe to open in a spreadsheet.
import type { SubscriberRow } from "@/lib/newsletter/subscribers";

/** Quotes every cell; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function subscribersCsv(rows: SubscriberRow[]): string {
  const lines = [["email", "state", "createdAt", "confirmedAt"].join(",")];
  for (const row of rows)
    lines.push([row.email, row.state, row.createdAt, row.confirmedAt ?? ""].map(csvCell).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
