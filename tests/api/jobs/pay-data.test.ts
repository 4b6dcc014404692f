// Issue 45: GET /api/pay. Cells over the midpoints of approved postings, by currency, shown only on
// 5 postings from 3 distinct verified employers; everything else is counted in `suppressed`.
// Each case uses its own currency, so cells of other cases (and other files) never meet its own.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { appFetch } from "../../helpers/cache-log";
import { api, baseUrl } from "../../helpers/server";
import { Job } from "@/models/Job";
import type { PayCell } from "@/lib/pay";

connectAroundFile();

const tag = `pay${randomBytes(4).toString("hex")}`;
const DAY = 24 * 60 * 60 * 1000;
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

type Cell = PayCell;
type PayAnswer = { cells: Cell[]; suppressed: number };

type Arrange = {
  currency: string;
  midpoints: number[];
  employers: number;
  verified?: boolean;
  createdAt?: Date;
  workplace?: string;
  implausible?: boolean;
};

/** Approved talent-acquisition senior jobs in Germany, straight in the database. */
async function arrange({
  currency,
  midpoints,
  employers,
  verified = true,
  createdAt,
  workplace,
  implausible,
}: Arrange) {
  const docs = midpoints.map((midpoint, i) => ({
    _id: new mongoose.Types.ObjectId(),
    title: `${tag} Senior Recruiter ${currency} ${i}`,
    company: `${tag} employer ${i % employers}`,
    location: "Berlin, Germany",
    isApproved: true,
    state: "approved",
    status: "open",
    workplace: workplace ?? "onsite",
    salary: { min: midpoint - 5_000, max: midpoint + 5_000, currency, unit: "YEAR" },
    family: "talent-acquisition",
    seniority: "senior",
    classifiedBy: "rules",
    country: "DE",
    region: "Berlin",
    annualPay: {
      currency,
      annualMin: midpoint - 5_000,
      annualMax: midpoint + 5_000,
      midpoint,
      width: 10_000,
      implausible: Boolean(implausible),
    },
    companyRef: { slug: `${tag}-${currency.toLowerCase()}-${i % employers}`, name: "Co", verified },
    createdAt: createdAt ?? new Date(),
    updatedAt: new Date(),
  }));
  await Job.collection.insertMany(docs);
  return docs.map((doc) => String(doc._id));
}

const pay = (query: string) => api<PayAnswer>(`/api/pay?${query}`);

describe("GET /api/pay", () => {
  it("shows a cell with 5 postings from 3 verified employers, with its quantiles", async () => {
    await arrange({ currency: "ISK", midpoints: [60_000, 65_000, 70_000, 80_000, 90_000], employers: 3 });
    const response = await pay("currency=ISK");
    expect(response.status).toBe(200);
    const country = response.json.cells.find((cell) => cell.region === undefined);
    expect(country).toMatchObject({
      family: "talent-acquisition",
      seniority: "senior",
      country: "DE",
      currency: "ISK",
      postings: 5,
      employers: 3,
      p25: 65_000,
      median: 70_000,
      p75: 80_000,
      minOfMins: 55_000,
      maxOfMaxes: 95_000,
    });
    expect(Date.parse(country?.updatedAt ?? "")).not.toBeNaN();
    // The Berlin cell holds the same postings as Germany's: nothing to subtract, it shows too.
    expect(response.json.cells.map((cell) => cell.region ?? "")).toEqual(["", "Berlin"]);
    expect(response.json.suppressed).toBe(0);
    const filtered = await pay(
      "currency=isk&family=talent-acquisition&seniority=senior&country=de&region=Berlin",
    );
    expect(filtered.json.cells).toHaveLength(1);
    expect(filtered.json.cells[0]?.region).toBe("Berlin");
    expect((await pay("currency=ISK&remote=true")).json).toEqual({ success: true, cells: [], suppressed: 0 });
    expect((await pay("currency=ISK&remote=false")).json.cells).toHaveLength(2);
  });

  it.each([
    ["4 postings", { currency: "MUR", midpoints: [1, 2, 3, 4].map((n) => 50_000 + n), employers: 3 }],
    [
      "5 postings from 2 employers",
      { currency: "NPR", midpoints: [50_000, 51_000, 52_000, 53_000, 54_000], employers: 2 },
    ],
    [
      "5 postings from unverified companies",
      { currency: "LKR", midpoints: [50_000, 51_000, 52_000, 53_000, 54_000], employers: 5, verified: false },
    ],
  ])("suppresses and counts a cell of %s, sending none of its figures", async (_, setup) => {
    await arrange(setup);
    const response = await pay(`currency=${setup.currency}`);
    expect(response.status).toBe(200);
    // The country cell and the Berlin cell.
    expect(response.json).toEqual({ success: true, cells: [], suppressed: 2 });
  });

  it("never mixes currencies", async () => {
    await arrange({ currency: "BHD", midpoints: [10_000, 11_000, 12_000, 13_000, 14_000], employers: 3 });
    await arrange({ currency: "KWD", midpoints: [20_000, 21_000, 22_000, 23_000, 24_000], employers: 3 });
    const both = await Promise.all(
      ["BHD", "KWD"].map((currency) => pay(`currency=${currency}&region=Berlin`)),
    );
    expect(both.map((response) => response.json.cells.map((cell) => [cell.currency, cell.median]))).toEqual([
      [["BHD", 12_000]],
      [["KWD", 22_000]],
    ]);
  });

  it("leaves an implausible range out", async () => {
    await arrange({ currency: "QAR", midpoints: [40_000, 41_000, 42_000, 43_000, 44_000], employers: 3 });
    await arrange({ currency: "QAR", midpoints: [9_000_000], employers: 1, implausible: true });
    const cell = (await pay("currency=QAR&region=Berlin")).json.cells[0];
    expect(cell).toMatchObject({ postings: 5, median: 42_000, maxOfMaxes: 49_000 });
  });

  it("leaves out postings older than 12 months, and before `since`", async () => {
    const old = new Date(Date.now() - 400 * DAY);
    await arrange({
      currency: "JOD",
      midpoints: [1, 2, 3, 4, 5].map((n) => 30_000 + n),
      employers: 3,
      createdAt: old,
    });
    expect((await pay("currency=JOD")).json).toEqual({ success: true, cells: [], suppressed: 0 });
    await arrange({
      currency: "OMR",
      midpoints: [1, 2, 3, 4, 5].map((n) => 30_000 + n),
      employers: 3,
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    expect((await pay("currency=OMR")).json.cells).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await pay(`currency=OMR&since=${today}`)).json).toEqual({
      success: true,
      cells: [],
      suppressed: 0,
    });
  });

  it("a closed or rejected job leaves the figures", async () => {
    const ids = await arrange({
      currency: "AED",
      midpoints: [1, 2, 3, 4, 5].map((n) => 60_000 + n),
      employers: 3,
    });
    expect((await pay("currency=AED&region=Berlin")).json.cells).toHaveLength(1);
    await Job.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(ids[0]) },
      { $set: { status: "closed" } },
    );
    expect((await pay("currency=AED&region=Berlin")).json).toEqual({
      success: true,
      cells: [],
      suppressed: 1,
    });
    await Job.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(ids[0]) },
      { $set: { status: "open" } },
    );
    expect((await pay("currency=AED&region=Berlin")).json.cells).toHaveLength(1);
    const rejected = await api<{ results: { ok: boolean }[] }>("/api/admin/moderation", {
      method: "POST",
      token: admin.token,
      body: { action: "reject", items: [{ type: "job", id: ids[1] }], reason: "Not a real job" },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.json.results).toEqual([expect.objectContaining({ ok: true })]);
    expect((await pay("currency=AED&region=Berlin")).json).toEqual({
      success: true,
      cells: [],
      suppressed: 1,
    });
  });

  it.each([
    ["family=astronaut", "family must be one of"],
    ["seniority=boss", "seniority must be one of"],
    ["country=DEU", "country must be a two-letter ISO 3166 code such as DE or US"],
    ["remote=maybe", "remote must be true or false"],
    ["currency=ABC", "currency must be an ISO 4217 code such as EUR or USD"],
    ["since=2999-01-01", "since must be a date (YYYY-MM-DD) not in the future"],
    ["since=2026-02-30", "since must be a date (YYYY-MM-DD) not in the future"],
    ["since=yesterday", "since must be a date (YYYY-MM-DD) not in the future"],
    [`region=${"x".repeat(101)}`, "region must be at most 100 characters"],
  ])("answers 400 for %s", async (query, message) => {
    const response = await pay(query);
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    expect(response.json.message).toContain(message);
  });

  it("is public: the same answer with or without a session, and 404 under it", async () => {
    const anonymous = await pay("currency=ISK");
    const staff = await api<PayAnswer>("/api/pay?currency=ISK", { token: admin.token });
    expect(staff.status).toBe(200);
    expect(staff.json).toEqual(anonymous.json);
    const missing = await api("/api/pay/cells");
    expect(missing.status).toBe(404);
    expect(missing.json.success).toBe(false);
  });
});

describe("GET /pay/data.csv", () => {
  it("answers the rows the page shows, as CSV; 400 without a family or with a bad filter", async () => {
    await arrange({ currency: "TND", midpoints: [40_000, 41_000, 42_000, 43_000, 44_000], employers: 3 });
    const csv = await appFetch(`${baseUrl()}/pay/data.csv?family=talent-acquisition&country=DE`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toBe(
      'attachment; filename="hr-pulse-pay-talent-acquisition.csv"',
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "family,seniority,country,region,currency,postings,employers,p25,median,p75,minOfMins,maxOfMaxes,updatedAt",
    );
    // Country rows only (no region), this file's currencies among them.
    expect(lines.find((line) => line.includes(",TND,"))).toMatch(
      /^talent-acquisition,senior,DE,,TND,5,3,41000,42000,43000,35000,49000,\d{4}-/,
    );
    for (const [query, message] of [
      ["country=DE", "family is required"],
      [
        "family=talent-acquisition&country=Germany",
        "country must be a two-letter ISO 3166 code such as DE or US",
      ],
    ]) {
      const refused = await appFetch(`${baseUrl()}/pay/data.csv?${query}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({ success: false, message });
    }
  });
});

describe("what a job stores for the pay data", () => {
  it("create-job stores the classification, the place and the annual pay; a wide range is implausible", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      title: `${tag} Senior Talent Acquisition Partner`,
      company: "Pay Co",
      location: "Munich, Germany",
      workplace: "onsite",
      salaryMin: "4000",
      salaryMax: "5000",
      salaryCurrency: "EUR",
      salaryUnit: "MONTH",
    }))
      form.append(name, value);
    const created = await api<{ job: { _id: string; classification: unknown } }>("/api/job/create-job", {
      form,
    });
    expect(created.status).toBe(201);
    expect(created.json.job.classification).toEqual({
      family: "talent-acquisition",
      seniority: "senior",
      classifiedBy: "rules",
    });
    const stored = await Job.findById(created.json.job._id).lean();
    expect(stored).toMatchObject({
      family: "talent-acquisition",
      seniority: "senior",
      classifiedBy: "rules",
      country: "DE",
      region: "Bavaria",
      annualPay: {
        currency: "EUR",
        annualMin: 48_000,
        annualMax: 60_000,
        midpoint: 54_000,
        width: 12_000,
        implausible: false,
      },
    });

    const corrected = new FormData();
    for (const [name, value] of Object.entries({
      title: `${tag} Talent Partner`,
      company: "Pay Co",
      family: "hr-business-partner",
      salaryMin: "20000",
      salaryMax: "90000",
      salaryCurrency: "GBP",
      salaryUnit: "YEAR",
    }))
      corrected.append(name, value);
    const second = await api<{ job: { _id: string } }>("/api/job/create-job", { form: corrected });
    expect(second.status).toBe(201);
    expect(
      await Job.findById(second.json.job._id).select("family classifiedBy annualPay").lean(),
    ).toMatchObject({
      family: "hr-business-partner",
      classifiedBy: "poster",
      annualPay: { implausible: true, implausibleReason: "wide-range" },
    });
    // Staff override it on the job; an edit that sends the rules' own choice goes back to the rules.
    const override = new FormData();
    override.append("title", `${tag} Talent Partner`);
    override.append("company", "Pay Co");
    override.append("seniority", "lead");
    const staffEdit = await api<{ job: { classification: unknown } }>(
      `/api/job/update-job/${second.json.job._id}`,
      {
        method: "PUT",
        token: admin.token,
        form: override,
      },
    );
    expect(staffEdit.status).toBe(200);
    expect(staffEdit.json.job.classification).toEqual({
      family: "talent-acquisition",
      seniority: "lead",
      classifiedBy: "staff",
    });
    const bad = new FormData();
    bad.append("title", `${tag} Recruiter`);
    bad.append("family", "astronaut");
    const refused = await api("/api/job/create-job", { form: bad });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain("family must be one of");
  });
});
