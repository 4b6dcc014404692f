// /jobs filters and their counts, on GET /api/job/all and the server-rendered filtered page.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `jx${randomBytes(4).toString("hex")}`;

type Listing = {
  jobs: { _id: string; title: string }[];
  pagination: { total: number };
  facets: { type: Record<string, number>; workplace: Record<string, number>; withSalary: number };
};

let admin: TestUser;
const ids: Record<string, string> = {};

const JOBS: Record<string, Record<string, string | string[]>> = {
  remoteFull: {
    employmentType: "FULL_TIME",
    workplace: "remote",
    salaryMin: "50000",
    salaryMax: "60000",
    salaryCurrency: "GBP",
    salaryUnit: "YEAR",
  },
  remotePart: { employmentType: "PART_TIME", workplace: "remote" },
  hybridFull: {
    employmentType: ["FULL_TIME", "CONTRACTOR"],
    workplace: "hybrid",
    salaryMax: "30000",
    salaryCurrency: "EUR",
    salaryUnit: "YEAR",
  },
  onsite: { employmentType: "TEMPORARY", workplace: "onsite", description: "payroll focus" },
};

beforeAll(async () => {
  admin = await createStaffUser("admin");
  for (const [name, fields] of Object.entries(JOBS)) {
    const body = new FormData();
    body.append("title", `${tag} ${name}`);
    for (const [key, value] of Object.entries(fields)) {
      for (const item of Array.isArray(value) ? value : [value]) body.append(key, item);
    }
    const created = await api<{ job: { _id: string } }>("/api/job/create-job", { form: body });
    expect(created.status).toBe(201);
    ids[name] = created.json.job._id;
    await api(`/api/admin/approve-job/${ids[name]}`, { method: "POST", token: admin.token });
  }
  // A pending job never counts.
  const pending = new FormData();
  pending.append("title", `${tag} pending`);
  pending.append("workplace", "remote");
  await api("/api/job/create-job", { form: pending });
});

async function list(query: string): Promise<Listing> {
  const response = await api<Listing>(`/api/job/all?q=${tag}${query}`);
  expect(response.status).toBe(200);
  return response.json;
}

const names = (listing: Listing) => listing.jobs.map((job) => job.title.replace(`${tag} `, "")).sort();

describe("GET /api/job/all filters", () => {
  it("filters by keyword, type, workplace, salary shown and minimum salary", async () => {
    expect(names(await list(""))).toEqual(["hybridFull", "onsite", "remoteFull", "remotePart"]);
    expect(names(await list("&workplace=remote"))).toEqual(["remoteFull", "remotePart"]);
    expect(names(await list("&type=FULL_TIME"))).toEqual(["hybridFull", "remoteFull"]);
    expect(names(await list("&type=FULL_TIME&workplace=remote"))).toEqual(["remoteFull"]);
    expect(names(await list("&salary=1"))).toEqual(["hybridFull", "remoteFull"]);
    expect(names(await list("&minSalary=40000"))).toEqual(["remoteFull"]);
    const keyword = await api<Listing>(`/api/job/all?q=${tag}%20onsite`);
    expect(keyword.json.jobs).toHaveLength(1);
  });

  it("counts each option as if it were chosen with the other filters", async () => {
    const all = await list("");
    expect(all.pagination.total).toBe(4);
    expect(all.facets.workplace).toEqual({ onsite: 1, hybrid: 1, remote: 2 });
    expect(all.facets.type).toMatchObject({
      FULL_TIME: 2,
      PART_TIME: 1,
      CONTRACTOR: 1,
      TEMPORARY: 1,
      INTERN: 0,
    });
    expect(all.facets.withSalary).toBe(2);
    const remote = await list("&workplace=remote");
    // Workplace counts ignore the workplace filter; type counts apply it.
    expect(remote.facets.workplace).toEqual({ onsite: 1, hybrid: 1, remote: 2 });
    expect(remote.facets.type).toMatchObject({ FULL_TIME: 1, PART_TIME: 1, CONTRACTOR: 0, TEMPORARY: 0 });
    expect(remote.facets.withSalary).toBe(1);
  });

  it("rejects bad filter values with 400", async () => {
    for (const query of [
      "type=NOPE",
      "workplace=mars",
      "minSalary=-5",
      `q=${"x".repeat(101)}`,
      "salary=yes",
    ]) {
      const response = await api(`/api/job/all?${query}`);
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    }
  });
});

describe("/jobs?… filtered page", () => {
  it("renders the filtered list with counts, noindex and a canonical to /jobs", async () => {
    const response = await appFetch(`${baseUrl()}/jobs?workplace=remote&q=${tag}`, {
      signal: AbortSignal.timeout(30000),
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`/jobs/${ids.remoteFull}`);
    expect(html).toContain(`/jobs/${ids.remotePart}`);
    expect(html).not.toContain(`/jobs/${ids.hybridFull}`);
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/jobs"/);
    expect(html).toContain("Remote (2)");
    expect(html).toContain("Hybrid (1)");
    expect(html).toContain("2 jobs match");
    // The card shows the salary formatted for its currency and the workplace.
    expect(html).toContain("£50,000–£60,000 a year");

    const plain = await (await appFetch(`${baseUrl()}/jobs`, { signal: AbortSignal.timeout(30000) })).text();
    expect(plain).not.toMatch(/<meta name="robots" content="noindex/);
    const bad = await appFetch(`${baseUrl()}/jobs?workplace=mars&q=${tag}`, {
      signal: AbortSignal.timeout(30000),
    });
    expect(bad.status).toBe(200);
    expect(await bad.text()).toContain(`/jobs/${ids.hybridFull}`);
  });
});
