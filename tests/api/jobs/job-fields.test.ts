// The job board's fields: validation on create and edit (400 naming the field), what is stored and
// answered, and the staff status route (POST /api/{role}/job-status/{id}).
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Job } from "@/models/Job";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

connectAroundFile();

const tag = `jf${randomBytes(4).toString("hex")}`;
const MISSING_ID = "64b000000000000000000001";
const DAY = 24 * 60 * 60 * 1000;

type JobJson = {
  _id: string;
  employmentType: string[];
  workplace: string;
  applicantLocation: string;
  salary: { min?: number; max?: number; currency: string; unit: string } | null;
  applyUrl: string;
  applyEmail: string;
  validThrough: string;
  status: string;
  state: string;
  approvedAt: string | null;
};

let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

function form(fields: Record<string, string | string[]>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  return body;
}

const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const full = (overrides: Record<string, string | string[]> = {}) => ({
  title: `${tag} People Partner`,
  company: "Acme",
  location: "Leeds, UK",
  employmentType: ["FULL_TIME", "CONTRACTOR"],
  workplace: "remote",
  applicantLocation: "United Kingdom, Ireland",
  salaryMin: "40000",
  salaryMax: "50000",
  salaryCurrency: "gbp",
  salaryUnit: "YEAR",
  applyUrl: "https://acme.example/apply",
  applyEmail: "Jobs@Acme.Example",
  validThrough: inDays(20),
  ...overrides,
});

async function create(fields: Record<string, string | string[]>) {
  return api<{ job: JobJson }>("/api/job/create-job", { form: form(fields) });
}

describe("job fields on POST /api/job/create-job", () => {
  it("stores and answers every field, normalised", async () => {
    const response = await create(full());
    expect(response.status).toBe(201);
    expect(response.json.job).toMatchObject({
      employmentType: ["FULL_TIME", "CONTRACTOR"],
      workplace: "remote",
      applicantLocation: "United Kingdom, Ireland",
      salary: { min: 40000, max: 50000, currency: "GBP", unit: "YEAR" },
      applyUrl: "https://acme.example/apply",
      applyEmail: "jobs@acme.example",
      status: "open",
      approvedAt: null,
    });
    const stored = await Job.findById(response.json.job._id).lean();
    expect(stored?.salary).toMatchObject({ min: 40000, max: 50000, currency: "GBP", unit: "YEAR" });
    expect(stored?.validThrough?.toISOString()).toBe(response.json.job.validThrough);
  });

  it("accepts employmentType comma-separated, a date-only validThrough and one salary bound", async () => {
    const response = await create({
      title: `${tag} Comma`,
      employmentType: "part_time, TEMPORARY",
      workplace: "onsite",
      applicantLocation: "ignored when not remote",
      salaryMin: "25.5",
      salaryCurrency: "USD",
      salaryUnit: "HOUR",
      validThrough: inDays(10).slice(0, 10),
    });
    expect(response.status).toBe(201);
    expect(response.json.job).toMatchObject({
      employmentType: ["PART_TIME", "TEMPORARY"],
      applicantLocation: "",
      salary: { min: 25.5, currency: "USD", unit: "HOUR" },
    });
    expect(response.json.job.salary?.max).toBeUndefined();
  });

  it("ignores a visitor's status: a submission is always open", async () => {
    const response = await create({ title: `${tag} Sneaky`, status: "filled" });
    expect(response.status).toBe(201);
    expect(response.json.job.status).toBe("open");
  });

  const cases: Array<[string, Record<string, string | string[]>, string]> = [
    ["an unknown employment type", { employmentType: "SOMETIMES" }, "employmentType must be one or more of"],
    ["an unknown workplace", { workplace: "moon" }, "workplace must be onsite, hybrid or remote"],
    [
      "a long applicant location",
      { applicantLocation: "x".repeat(201) },
      "applicantLocation must be at most 200",
    ],
    ["a negative salary", { salaryMin: "-1" }, "salaryMin must be 0 or more"],
    ["a salary that is not a number", { salaryMax: "lots" }, "salaryMax must be a number"],
    [
      "min above max",
      { salaryMin: "60000", salaryMax: "50000" },
      "salaryMin must not be more than salaryMax",
    ],
    ["an unknown currency", { salaryCurrency: "XYZ" }, "salaryCurrency must be an ISO 4217 code"],
    [
      "an unknown unit",
      { salaryUnit: "FORTNIGHT" },
      "salaryUnit must be one of HOUR, DAY, WEEK, MONTH, YEAR",
    ],
    ["a salary without currency", { salaryCurrency: "" }, "salaryCurrency is required with a salary"],
    ["a salary without unit", { salaryUnit: "" }, "salaryUnit is required with a salary"],
    [
      "a currency without amounts",
      { salaryMin: "", salaryMax: "" },
      "salaryMin or salaryMax is required with a salary currency or unit",
    ],
    [
      "a non-http apply URL",
      { applyUrl: "ftp://acme.example" },
      "applyUrl must be a valid http or https link",
    ],
    ["a bad apply e-mail", { applyEmail: "not-an-address" }, "applyEmail must be a valid email address"],
    ["a past validThrough", { validThrough: inDays(-1) }, "validThrough must be an ISO 8601 date"],
    ["a validThrough past 180 days", { validThrough: inDays(181) }, "validThrough must be an ISO 8601 date"],
    [
      "a validThrough that is not a date",
      { validThrough: "next friday" },
      "validThrough must be an ISO 8601 date",
    ],
  ];

  it.each(cases)("rejects %s with 400 naming the field", async (_name, overrides, message) => {
    const title = `${tag} Bad ${_name}`;
    const response = await create(full({ title, ...overrides }));
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    expect(String(response.json.message)).toContain(message);
    expect(await Job.countDocuments({ title })).toBe(0);
  });
});

describe("PUT /api/job/update-job/{id} with the new fields", () => {
  it("replaces them, keeps validThrough unless sent, and sets the status", async () => {
    const created = await create(full());
    const id = created.json.job._id;
    const response = await api<{ job: JobJson }>(`/api/job/update-job/${id}`, {
      method: "PUT",
      token: profile.token,
      form: form({ title: `${tag} Edited`, workplace: "hybrid", status: "filled" }),
    });
    expect(response.status).toBe(200);
    expect(response.json.job).toMatchObject({
      workplace: "hybrid",
      employmentType: [],
      salary: null,
      applyUrl: "",
      status: "filled",
      state: "filled",
      validThrough: created.json.job.validThrough,
    });
    const bad = await api(`/api/job/update-job/${id}`, {
      method: "PUT",
      token: admin.token,
      form: form({ title: "x", status: "closed" }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("status must be open or filled");
  });
});

describe("POST /api/{role}/job-status/{id}", () => {
  it("marks filled, reopens and extends, changing only what is named", async () => {
    const created = await create(full());
    const id = created.json.job._id;
    const filled = await api<{ job: JobJson }>(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "filled" },
    });
    expect(filled.status).toBe(200);
    expect(filled.json).toMatchObject({ success: true, message: "Job updated" });
    expect(filled.json.job).toMatchObject({ status: "filled", validThrough: created.json.job.validThrough });

    const later = inDays(90);
    const extended = await api<{ job: JobJson }>(`/api/profile/job-status/${id}`, {
      method: "POST",
      token: profile.token,
      body: { validThrough: later },
    });
    expect(extended.status).toBe(200);
    expect(extended.json.job).toMatchObject({ status: "filled", validThrough: later });

    const reopened = await api<{ job: JobJson }>(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "open" },
    });
    expect(reopened.json.job).toMatchObject({ status: "open", state: "open", validThrough: later });
    const stored = await Job.findById(id).lean();
    expect(stored?.filledAt).toBeUndefined();
  });

  it("answers 400 for bad input, 404 for an unknown job, 401/403 for the wrong caller", async () => {
    const path = `/api/admin/job-status/${MISSING_ID}`;
    for (const body of [
      {},
      { status: "closed" },
      { validThrough: inDays(-2) },
      { validThrough: inDays(200) },
    ]) {
      const response = await api(path, { method: "POST", token: admin.token, body });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    }
    const missing = await api(path, { method: "POST", token: admin.token, body: { status: "filled" } });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Job not found" });
    expect((await api(path, { method: "POST", body: { status: "filled" } })).status).toBe(401);
    expect(
      (
        await api(path, {
          method: "POST",
          token: expiredToken(admin.id, "admin"),
          body: { status: "filled" },
        })
      ).status,
    ).toBe(401);
    expect(
      (await api(path, { method: "POST", token: profile.token, body: { status: "filled" } })).status,
    ).toBe(403);
    expect(
      (
        await api(`/api/admin/job-status/nope`, {
          method: "POST",
          token: admin.token,
          body: { status: "open" },
        })
      ).status,
    ).toBe(400);
  });
});

describe("approval", () => {
  it("sets approvedAt and, when the poster chose none, validThrough 30 days on", async () => {
    const created = await create({ title: `${tag} Default expiry` });
    const before = Date.now();
    const approve = await api(`/api/admin/approve-job/${created.json.job._id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(approve.status).toBe(200);
    const stored = await Job.findById(created.json.job._id).lean();
    expect(stored?.approvedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const days = ((stored?.validThrough?.getTime() ?? 0) - (stored?.approvedAt?.getTime() ?? 0)) / DAY;
    expect(days).toBeCloseTo(30, 3);

    const chosen = await create({ title: `${tag} Chosen expiry`, validThrough: inDays(5) });
    await api(`/api/admin/approve-job/${chosen.json.job._id}`, { method: "POST", token: admin.token });
    const kept = await Job.findById(chosen.json.job._id).lean();
    expect(kept?.validThrough?.toISOString()).toBe(chosen.json.job.validThrough);
  });
});
