// Issue 33: pay transparency. GET /api/jobs/pay-rules serves the table; create-job and update-job
// refuse a job under a range-in-posting rule in force without a pay range, naming the law.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

connectAroundFile();

const tag = `pr${randomBytes(4).toString("hex")}`;
const COLORADO = "Colorado's Equal Pay for Equal Work Act requires a pay range in job postings.";
let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

const RANGE = { salaryMin: "60000", salaryMax: "75000", salaryCurrency: "USD", salaryUnit: "YEAR" };

describe("GET /api/jobs/pay-rules", () => {
  it("serves every rule with its requirement, date and official source", async () => {
    const response = await api<{
      rules: {
        jurisdiction: string;
        match: string[];
        requires: string;
        effectiveFrom: string;
        source: string;
      }[];
    }>("/api/jobs/pay-rules");
    expect(response.status).toBe(200);
    const colorado = response.json.rules.find((rule) => rule.jurisdiction === "Colorado");
    expect(colorado).toMatchObject({ requires: "range-in-posting", effectiveFrom: "2021-01-01" });
    expect(colorado?.source).toMatch(/^https:\/\/cdle\.colorado\.gov\//);
    expect(colorado?.match).toContain("Denver");
    const eu = response.json.rules.find((rule) => rule.jurisdiction === "European Union");
    expect(eu?.requires).toBe("range-before-interview");
    expect(response.json.rules.length).toBeGreaterThanOrEqual(16);
  });
});

describe("a job under a range-in-posting rule needs a pay range", () => {
  it("create-job refuses a Denver, CO job without a range, naming the law, and accepts it with one", async () => {
    const base = {
      title: `${tag} Denver`,
      company: "Rockies Co",
      location: "Denver, CO",
      workplace: "onsite",
    };
    const refused = await api("/api/job/create-job", { form: form(base) });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ success: false, message: COLORADO });

    const onlyMin = await api("/api/job/create-job", {
      form: form({ ...base, salaryMin: "60000", salaryCurrency: "USD", salaryUnit: "YEAR" }),
    });
    expect(onlyMin.status).toBe(400);

    const accepted = await api("/api/job/create-job", { form: form({ ...base, ...RANGE }) });
    expect(accepted.status).toBe(201);
  });

  it("a remote job open to Colorado applicants is refused too; an employer below a rule's size is not", async () => {
    const remote = await api("/api/job/create-job", {
      form: form({ title: `${tag} Remote`, workplace: "remote", applicantLocation: "Colorado, Utah" }),
    });
    expect(remote.status).toBe(400);
    expect(remote.json.message).toBe(COLORADO);

    const base = { title: `${tag} SF`, location: "San Francisco, CA", workplace: "onsite" };
    const big = await api("/api/job/create-job", { form: form({ ...base, employerSize: "200" }) });
    expect(big.status).toBe(400);
    expect(big.json.message).toBe(
      "California Labor Code section 432.3 (SB 1162) requires a pay range in job postings.",
    );
    const small = await api("/api/job/create-job", { form: form({ ...base, employerSize: "9" }) });
    expect(small.status).toBe(201);
    const badSize = await api("/api/job/create-job", { form: form({ ...base, employerSize: "nine" }) });
    expect(badSize.status).toBe(400);
    expect(badSize.json.message).toBe("employerSize must be a whole number of employees");
  });

  it("an EU job is not refused (the directive asks for pay before the interview)", async () => {
    const response = await api("/api/job/create-job", {
      form: form({ title: `${tag} Berlin`, location: "Berlin, Germany", workplace: "onsite" }),
    });
    expect(response.status).toBe(201);
  });

  it("update-job applies the same rule", async () => {
    const created = await api<{ job: { _id: string } }>("/api/job/create-job", {
      form: form({ title: `${tag} Moving`, location: "Leeds", workplace: "onsite" }),
    });
    expect(created.status).toBe(201);
    const path = `/api/job/update-job/${created.json.job._id}`;
    const moved = await api(path, {
      method: "PUT",
      token: admin.token,
      form: form({ title: `${tag} Moving`, location: "Boulder, Colorado", workplace: "onsite" }),
    });
    expect(moved.status).toBe(400);
    expect(moved.json.message).toBe(COLORADO);
    const withRange = await api(path, {
      method: "PUT",
      token: admin.token,
      form: form({ title: `${tag} Moving`, location: "Boulder, Colorado", workplace: "onsite", ...RANGE }),
    });
    expect(withRange.status).toBe(200);
  });
});
