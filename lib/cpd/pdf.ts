// The CPD record as a PDF a member can hand to SHRM, HRCI or CIPD: who they are, totals per body and
// cycle, and every entry with its provider, activity IDs and whether we verified it. Made with
// pdfkit's built-in Helvetica (no font files to ship).
import "server-only";
import PDFDocument from "pdfkit";
import { formatAmount } from "@/lib/offers/offer-text";
import { progressLabel, type CycleProgress } from "@/lib/cpd/progress";
import type { CpdEntryItem } from "@/lib/cpd/cpd";

export type CpdPdfInput = {
  holder: { name: string; email: string; credentials: string[] };
  entries: readonly CpdEntryItem[];
  cycles: readonly CycleProgress[];
  madeAt: Date;
  /** Each verified event entry's certificate verification URL, by event id (issue 44). */
  certificates?: ReadonlyMap<string, string>;
};

const creditText = (entry: CpdEntryItem) =>
  entry.credits.length
    ? entry.credits
        .map(
          (credit) =>
            `${credit.body} ${credit.amount}` +
            (credit.category ? ` (${credit.category})` : "") +
            (credit.activityId ? `, activity ID ${credit.activityId}` : ""),
        )
        .join("; ")
    : "No credits";

export function cpdPdf({ holder, entries, cycles, madeAt, certificates }: CpdPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: `CPD record – ${holder.name || holder.email}`, Author: "HR Pulse", CreationDate: madeAt },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text("Continuing professional development record");
  doc.moveDown(0.5).font("Helvetica").fontSize(11);
  doc.text(`Name: ${holder.name || "(no name given)"}`);
  doc.text(`E-mail: ${holder.email}`);
  doc.text(`Credentials: ${holder.credentials.length ? holder.credentials.join(", ") : "none listed"}`);
  doc.text(`Made on ${madeAt.toISOString().slice(0, 10)} by HR Pulse`);

  doc.moveDown().font("Helvetica-Bold").fontSize(14).text("Totals per body and cycle");
  doc.font("Helvetica").fontSize(11);
  if (!cycles.length) doc.text("No cycles yet.");
  for (const cycle of cycles) {
    const name = cycle.credential ? `${cycle.body} (${cycle.credential})` : cycle.body;
    doc.text(`${name}, ${cycle.start} to ${cycle.end}: ${progressLabel(cycle)}`);
    for (const category of cycle.byCategory ?? [])
      doc.text(`    ${category.category}: ${category.earned} of ${category.required}`);
  }

  doc.moveDown().font("Helvetica-Bold").fontSize(14).text(`Activities (${entries.length})`);
  if (!entries.length) doc.font("Helvetica").fontSize(11).text("No activities yet.");
  for (const entry of entries) {
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(11);
    doc.text(`${entry.date}  ${entry.title}${entry.verified ? "  [Verified by HR Pulse]" : ""}`);
    doc.font("Helvetica").fontSize(10);
    doc.text(`Provider: ${entry.provider || "not given"}; ${formatAmount(entry.hours, "hours")}`);
    doc.text(`Credits: ${creditText(entry)}`);
    const certificate = entry.eventId ? certificates?.get(entry.eventId) : undefined;
    if (certificate) doc.text(`Certificate (verify online): ${certificate}`);
    if (entry.reflection) doc.text(`Reflection: ${entry.reflection}`);
  }
  doc.end();
  return done;
}
