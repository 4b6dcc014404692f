// The CSV and PDF exports read back with real parsers (csv-parse, pdf.js).
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { cpdCsv } from "@/lib/cpd/csv";
import { cpdPdf } from "@/lib/cpd/pdf";
import { cycleProgress } from "@/lib/cpd/progress";
import type { CpdEntryItem } from "@/lib/cpd/cpd";
import { pdfPages } from "@/tests/helpers/pdf-text";

const entries: CpdEntryItem[] = [
  {
    id: "a".repeat(24),
    title: 'Employment law, "quoted", update',
    provider: "=HYPERLINK(evil)",
    date: "2026-03-02",
    hours: 2,
    credits: [
      { body: "SHRM", amount: 2, activityId: "24-ABC12" },
      { body: "HRCI", amount: 1.5, category: "Business", activityId: "H-998" },
    ],
    reflection: "Line one\nline two",
    verified: true,
    eventId: "b".repeat(24),
    createdAt: "2026-03-02T10:00:00.000Z",
  },
  {
    id: "c".repeat(24),
    title: "Mentoring circle",
    provider: "",
    date: "2026-04-10",
    hours: 1,
    credits: [],
    verified: false,
    createdAt: "2026-04-10T10:00:00.000Z",
  },
];

describe("cpdCsv", () => {
  it("has one row per entry and credit, quoted and formula-safe", () => {
    const rows = parse(cpdCsv(entries), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => [row.entryId, row.body, row.credits, row.activityId])).toEqual([
      ["a".repeat(24), "SHRM", "2", "24-ABC12"],
      ["a".repeat(24), "HRCI", "1.5", "H-998"],
      ["c".repeat(24), "", "", ""],
    ]);
    expect(rows[0]).toMatchObject({
      title: 'Employment law, "quoted", update',
      provider: "'=HYPERLINK(evil)",
      verified: "yes",
      reflection: "Line one\nline two",
      category: "",
    });
    expect(rows[1]!.category).toBe("Business");
    expect(rows[2]!.verified).toBe("no");
  });
});

describe("cpdPdf", () => {
  it("holds the member, the totals per cycle and every entry with its verified mark", async () => {
    const cycles = [cycleProgress({ body: "SHRM", start: "2026-01-01" }, entries, "2026-11-26")];
    const pdf = await cpdPdf({
      holder: { name: "Dana Reyes", email: "dana@example.test", credentials: ["SHRM-CP", "SPHR"] },
      entries,
      cycles,
      madeAt: new Date("2026-11-26T12:00:00Z"),
    });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = (await pdfPages(new Uint8Array(pdf))).join(" ").replace(/\s+/g, " ");
    expect(text).toContain("Dana Reyes");
    expect(text).toContain("SHRM-CP, SPHR");
    expect(text).toContain("2 of 60 PDCs, 25 months left");
    expect(text).toContain("Made on 2026-11-26");
    expect(text).toContain("Mentoring circle");
    expect(text).toContain("Employment law");
    expect(text).toContain("activity ID 24-ABC12");
    expect(text.match(/\[Verified by HR Pulse\]/g)).toHaveLength(1);
  });
});
