// The inbox's CSV export, made in the browser from the rows it shows. Cells that a spreadsheet would
// read as a formula (=, +, -, @, tab, CR) are prefixed with an apostrophe (CSV injection).
import { EMPLOYER_STATUS_LABELS, type ApplicationStatus } from "@/lib/applications/fields";

export type CsvApplication = {
  name: string;
  email: string;
  phone: string;
  submittedAt: string;
  status: ApplicationStatus;
  answers: Array<{ label: string; value: string }>;
  coverLetter: string;
};

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function applicationsCsv(rows: readonly CsvApplication[]): string {
  const labels = [...new Set(rows.flatMap((row) => row.answers.map((answer) => answer.label)))];
  const header = ["Name", "E-mail", "Phone", "Submitted", "Status", ...labels, "Cover letter"];
  const lines = rows.map((row) => [
    row.name,
    row.email,
    row.phone,
    row.submittedAt,
    EMPLOYER_STATUS_LABELS[row.status],
    ...labels.map((label) => row.answers.find((answer) => answer.label === label)?.value ?? ""),
    row.coverLetter,
  ]);
  return [header, ...lines].map((line) => line.map(cell).join(",")).join("\r\n") + "\r\n";
}
