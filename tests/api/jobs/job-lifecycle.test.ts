// Expired and filled jobs leave every public list (GET /api/job/all, /jobs, the sitemap) at the right
// moment without anyone acting, while their own page stays with a notice, noindex and no JobPosting;
// staff still see them with include=closed.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `jl${randomBytes(4).toString("hex")}`;

let admin: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
});

async function html(path: string) {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(30000) });
  return { status: response.status, body: await response.text() };
}

async function publicIds(query = ""): Promise<string[]> {
  const response = await api<{ jobs: { _id: string }[] }>(`/api/job/all?q=${tag}${query}`);
  expect(response.status).toBe(200);
  return response.json.jobs.map((job) => job._id);
}

/** Every job id on /jobs (page 1 of the unfiltered list) and in the sitemap. */
async function listedOnPages(): Promise<{ jobsPage: string; sitemap: string }> {
  const jobsPage = (await html("/jobs")).body;
  const index = (await html("/sitemap_index.xml")).body;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
  let sitemap = "";
  for (const file of files) sitemap += (await html(file)).body;
  return { jobsPage, sitemap };
}

async function approvedJob(title: string): Promise<string> {
  const body = new FormData();
  body.append("title", title);
  body.append("company", "Lifecycle Co");
  body.append("workplace", "onsite");
  body.append("location", "Leeds");
  const created = await api<{ job: { _id: string } }>("/api/job/create-job", { form: body });
  expect(created.status).toBe(201);
  const id = created.json.job._id;
  expect((await api(`/api/admin/approve-job/${id}`, { method: "POST", token: admin.token })).status).toBe(
    200,
  );
  return id;
}

const jsonLdTypes = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => (JSON.parse(m[1] ?? "{}") as { "@type"?: string })["@type"],
  );

function expectClosedPage(page: { status: number; body: string }) {
  expect(page.status).toBe(200);
  expect(page.body).toContain("No longer accepting applications");
  expect(page.body).toMatch(/<meta name="robots" content="noindex/);
  expect(jsonLdTypes(page.body)).not.toContain("JobPosting");
}

describe("job lifecycle", () => {
  it("an expiring job leaves every public list at its validThrough, with cached copies warm", async () => {
    const id = await approvedJob(`${tag} Expiring`);
    const validThrough = new Date(Date.now() + 15000);
    const extend = await api(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { validThrough: validThrough.toISOString() },
    });
    expect(extend.status).toBe(200);

    // Warm every cached copy while the job is open.
    expect(await publicIds()).toContain(id);
    expect((await api<{ jobs: { _id: string }[] }>("/api/job/all")).json.jobs.map((j) => j._id)).toContain(
      id,
    );
    const before = await listedOnPages();
    expect(before.jobsPage).toContain(`/jobs/${id}`);
    expect(before.sitemap).toContain(`/jobs/${id}`);
    const openPage = await html(`/jobs/${id}`);
    expect(jsonLdTypes(openPage.body)).toContain("JobPosting");
    expect(openPage.body).not.toContain("No longer accepting applications");

    // Nobody acts; once validThrough has passed, every list has dropped it.
    const wait = validThrough.getTime() - Date.now() + 500;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    expect(await publicIds()).not.toContain(id);
    expect(
      (await api<{ jobs: { _id: string }[] }>("/api/job/all")).json.jobs.map((j) => j._id),
    ).not.toContain(id);
    const after = await listedOnPages();
    expect(after.jobsPage).not.toContain(`/jobs/${id}`);
    expect(after.sitemap).not.toContain(`/jobs/${id}`);
    expectClosedPage(await html(`/jobs/${id}`));

    // Staff still find it, marked expired.
    const closed = await api<{ jobs: { _id: string; state: string }[] }>(
      `/api/job/all?include=closed&q=${tag}`,
      { token: admin.token },
    );
    expect(closed.status).toBe(200);
    expect(closed.json.jobs.find((job) => job._id === id)?.state).toBe("expired");
    expect((await api(`/api/job/all?include=closed`)).status).toBe(401);
    expect((await api(`/api/job/all?include=everything`)).status).toBe(400);
  });

  it("a job marked filled leaves the lists at once; reopening brings it back", async () => {
    const id = await approvedJob(`${tag} Filled`);
    expect(await publicIds()).toContain(id);
    expect((await listedOnPages()).jobsPage).toContain(`/jobs/${id}`);

    const fill = await api(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "filled" },
    });
    expect(fill.status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    const after = await listedOnPages();
    expect(after.jobsPage).not.toContain(`/jobs/${id}`);
    expect(after.sitemap).not.toContain(`/jobs/${id}`);
    const page = await html(`/jobs/${id}`);
    expectClosedPage(page);
    expect(page.body).toContain("This job has been filled.");

    await api(`/api/admin/job-status/${id}`, {
      method: "POST",
      token: admin.token,
      body: { status: "open" },
    });
    expect(await publicIds()).toContain(id);
    expect(jsonLdTypes((await html(`/jobs/${id}`)).body)).toContain("JobPosting");
  });
});
