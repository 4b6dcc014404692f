// Issue 33: jobs belong to a member. The owner's dashboard (GET /api/members/me/jobs), an owner's
// edit that waits for review while the live version stays public, and filled / close / extend /
// relist leaving or rejoining every public list at once; each route for owner, other member (403),
// guest (401), bad input (400) and not found (404).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { asMember, expectApiError, removeMembers } from "../../helpers/member-api";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `jd${randomBytes(4).toString("hex")}`;
const used: string[] = [];
let admin: TestUser;
let owner: TestMember;
let other: TestMember;

type DashboardJob = {
  id: string;
  title: string;
  state: string;
  validThrough: string | null;
  views: number;
  applyClicks: number;
  pendingChanges: { set: Record<string, unknown>; unset: string[] } | null;
};

async function newMember(prefix: string): Promise<TestMember> {
  const email = memberEmail(prefix);
  used.push(email);
  return signInMember(baseUrl(), email);
}

function jobForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function postJob(member: TestMember | null, title: string, extra: Record<string, string> = {}) {
  const created = await asMember(member, "/api/job/create-job", {
    form: jobForm({ title, company: "Dashboard Co", workplace: "onsite", location: "Leeds", ...extra }),
  });
  expect(created.status).toBe(201);
  return (created.json as unknown as { job: { _id: string } }).job._id;
}

const approve = async (id: string) =>
  expect((await api(`/api/admin/approve-job/${id}`, { method: "POST", token: admin.token })).status).toBe(
    200,
  );

async function dashboard(member: TestMember): Promise<DashboardJob[]> {
  const response = await asMember(member, "/api/members/me/jobs");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toContain("no-store");
  return (response.json as unknown as { jobs: DashboardJob[] }).jobs;
}

async function publicIds(): Promise<string[]> {
  const response = await api<{ jobs: { _id: string }[] }>(`/api/job/all?q=${tag}`);
  expect(response.status).toBe(200);
  return response.json.jobs.map((job) => job._id);
}

async function page(path: string): Promise<string> {
  const response = await appFetch(`${baseUrl()}${path}`, { signal: AbortSignal.timeout(30000) });
  return response.text();
}

beforeAll(async () => {
  admin = await createStaffUser("admin");
  owner = await newMember("owner");
  other = await newMember("other");
});

afterAll(async () => {
  await removeMembers(used);
});

describe("jobs belong to a member", () => {
  it("a member's job is theirs and shows as pending on their dashboard only", async () => {
    const id = await postJob(owner, `${tag} Owned`);
    const mine = await dashboard(owner);
    expect(mine.find((job) => job.id === id)).toMatchObject({
      title: `${tag} Owned`,
      state: "pending",
      views: 0,
      applyClicks: 0,
      pendingChanges: null,
    });
    expect((await dashboard(other)).map((job) => job.id)).not.toContain(id);
  });

  it("a guest's job joins the member who later signs in with its address", async () => {
    const email = memberEmail("guest");
    used.push(email);
    const id = await postJob(null, `${tag} Guest`, { email });
    const member = await signInMember(baseUrl(), email);
    expect((await dashboard(member)).map((job) => job.id)).toContain(id);
  });

  it("GET /api/members/me/jobs: 401 for a guest, 403 for a staff token", async () => {
    expectApiError(await api("/api/members/me/jobs"), 401);
    expectApiError(await api("/api/members/me/jobs", { token: admin.token }), 403);
  });
});

describe("an owner's edit waits for review", () => {
  it("the live version stays public until a moderator approves the change", async () => {
    const id = await postJob(owner, `${tag} Before`);
    await approve(id);
    expect(await page(`/jobs/${id}`)).toContain(`${tag} Before`);

    const edit = await asMember(owner, `/api/job/update-job/${id}`, {
      method: "PUT",
      form: jobForm({ title: `${tag} After`, company: "Dashboard Co", workplace: "remote" }),
    });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ success: true, pending: true });

    // Still the old version everywhere, and the dashboard shows the waiting change.
    const live = await page(`/jobs/${id}`);
    expect(live).toContain(`${tag} Before`);
    expect(live).not.toContain(`${tag} After`);
    const row = (await dashboard(owner)).find((job) => job.id === id);
    expect(row?.state).toBe("approved");
    expect(row?.pendingChanges?.set.title).toBe(`${tag} After`);

    // The inbox shows it as a before/after.
    const inbox = await api<{
      changes: { id: string; changes: { field: string; before: unknown; after: unknown }[] }[];
    }>("/api/admin/moderation/job-changes", { token: admin.token });
    expect(inbox.status).toBe(200);
    const review = inbox.json.changes.find((change) => change.id === id);
    expect(review?.changes).toEqual(
      expect.arrayContaining([
        { field: "title", before: `${tag} Before`, after: `${tag} After` },
        { field: "workplace", before: "onsite", after: "remote" },
        { field: "location", before: "Leeds", after: null },
      ]),
    );

    await approve(id);
    const applied = await page(`/jobs/${id}`);
    expect(applied).toContain(`${tag} After`);
    expect(applied).not.toContain(`${tag} Before`);
    expect((await dashboard(owner)).find((job) => job.id === id)?.pendingChanges).toBeNull();
    const after = await api<{ changes: { id: string }[] }>("/api/admin/moderation/job-changes", {
      token: admin.token,
    });
    expect(after.json.changes.map((change) => change.id)).not.toContain(id);
  });

  it("an edit of a job not yet published changes it at once (still pending)", async () => {
    const id = await postJob(owner, `${tag} Draft`);
    const edit = await asMember(owner, `/api/job/update-job/${id}`, {
      method: "PUT",
      form: jobForm({ title: `${tag} Draft fixed`, company: "Dashboard Co" }),
    });
    expect(edit.json).toMatchObject({ success: true, pending: false });
    expect((await dashboard(owner)).find((job) => job.id === id)).toMatchObject({
      title: `${tag} Draft fixed`,
      state: "pending",
    });
  });

  it("PUT update-job: guest 401, other member 403, bad input 400, not found 404; staff still edit at once", async () => {
    const id = await postJob(owner, `${tag} Guarded`);
    const form = () => jobForm({ title: `${tag} Hijacked`, company: "X" });
    expectApiError(await api(`/api/job/update-job/${id}`, { method: "PUT", form: form() }), 401);
    expectApiError(await asMember(other, `/api/job/update-job/${id}`, { method: "PUT", form: form() }), 403);
    expectApiError(
      await asMember(owner, `/api/job/update-job/${SAMPLE_ID}`, { method: "PUT", form: form() }),
      404,
    );
    expectApiError(
      await asMember(owner, `/api/job/update-job/not-an-id`, { method: "PUT", form: form() }),
      400,
    );
    expectApiError(
      await asMember(owner, `/api/job/update-job/${id}`, {
        method: "PUT",
        form: jobForm({ workplace: "moon" }),
      }),
      400,
    );
    const staff = await api(`/api/job/update-job/${id}`, {
      method: "PUT",
      token: admin.token,
      form: jobForm({ title: `${tag} Staff edit`, company: "X" }),
    });
    expect(staff.status).toBe(200);
    expect((await dashboard(owner)).find((job) => job.id === id)?.title).toBe(`${tag} Staff edit`);
  });
});

describe("filled, close, extend and relist", () => {
  it("filled and close take a job off every public list at once; relist sends it back through review", async () => {
    const filled = await postJob(owner, `${tag} Fill me`);
    const closed = await postJob(owner, `${tag} Close me`);
    await approve(filled);
    await approve(closed);
    expect(await publicIds()).toEqual(expect.arrayContaining([filled, closed]));
    expect(await page("/jobs")).toContain(`${tag} Fill me`);

    const f = await asMember(owner, `/api/jobs/${filled}/filled`, { method: "POST" });
    expect(f.status).toBe(200);
    expect(f.json).toMatchObject({ job: { id: filled, state: "filled" } });
    const c = await asMember(owner, `/api/jobs/${closed}/close`, { method: "POST" });
    expect(c.json).toMatchObject({ job: { id: closed, state: "closed" } });

    const ids = await publicIds();
    expect(ids).not.toContain(filled);
    expect(ids).not.toContain(closed);
    const jobsPage = await page("/jobs");
    expect(jobsPage).not.toContain(`${tag} Fill me`);
    expect(jobsPage).not.toContain(`${tag} Close me`);
    expect(await page("/sitemap_index.xml")).toBeTruthy();

    const relist = await asMember(owner, `/api/jobs/${filled}/relist`, { method: "POST" });
    expect(relist.status).toBe(200);
    expect(relist.json).toMatchObject({ job: { id: filled, state: "pending", validThrough: null } });
    expect(await publicIds()).not.toContain(filled);
    await approve(filled);
    expect(await publicIds()).toContain(filled);
    const run = (await dashboard(owner)).find((job) => job.id === filled);
    expect(run?.state).toBe("approved");
    // A fresh run of 30 days from the new approval (the stored approval time, not the test's clock).
    const approvedAt = (await Job.findById(filled).select("approvedAt").lean())!.approvedAt!;
    expect(new Date(run!.validThrough!).getTime() - approvedAt.getTime()).toBe(30 * 86_400_000);
  });

  it("extend adds days to the run, within 180 days of approval", async () => {
    const id = await postJob(owner, `${tag} Extend me`);
    await approve(id);
    const before = (await dashboard(owner)).find((job) => job.id === id)!.validThrough!;
    const extended = await asMember(owner, `/api/jobs/${id}/extend`, { method: "POST", body: { days: 10 } });
    expect(extended.status).toBe(200);
    const after = (extended.json as unknown as { job: { validThrough: string } }).job.validThrough;
    expect(new Date(after).getTime() - new Date(before).getTime()).toBe(10 * 86_400_000);

    // Approved 200 days ago: any extension would end past the cap.
    await Job.updateOne({ _id: id }, { $set: { approvedAt: new Date(Date.now() - 200 * 86_400_000) } });
    const capped = await asMember(owner, `/api/jobs/${id}/extend`, { method: "POST", body: { days: 1 } });
    expectApiError(capped, 400);
    expect(capped.json.message).toContain("180 days");
  });

  it("a pending job cannot be marked filled, extended or relisted (400)", async () => {
    const id = await postJob(owner, `${tag} Not yet`);
    expectApiError(await asMember(owner, `/api/jobs/${id}/filled`, { method: "POST" }), 400);
    expectApiError(
      await asMember(owner, `/api/jobs/${id}/extend`, { method: "POST", body: { days: 5 } }),
      400,
    );
    expectApiError(await asMember(owner, `/api/jobs/${id}/relist`, { method: "POST" }), 400);
  });

  const ACTIONS = [
    { action: "filled", body: undefined },
    { action: "close", body: undefined },
    { action: "extend", body: { days: 5 } },
    { action: "relist", body: undefined },
  ] as const;

  it.each(ACTIONS)(
    "POST /api/jobs/{id}/$action: guest 401, other member 403, staff 403, not found 404",
    async ({ action, body }) => {
      const id = await postJob(owner, `${tag} Guard ${action}`);
      await approve(id);
      const path = `/api/jobs/${id}/${action}`;
      expectApiError(await api(path, { method: "POST", body }), 401);
      expectApiError(await asMember(other, path, { method: "POST", body }), 403);
      expectApiError(await api(path, { method: "POST", body, token: admin.token }), 403);
      expectApiError(
        await asMember(owner, `/api/jobs/${SAMPLE_ID}/${action}`, { method: "POST", body }),
        404,
      );
      expectApiError(await asMember(owner, `/api/jobs/nope/${action}`, { method: "POST", body }), 400);
      expect(await publicIds()).toContain(id);
    },
  );

  it.each([0, 31, 2.5, "7", null])("extend refuses days = %s (400)", async (days) => {
    const id = await postJob(owner, `${tag} Bad days`);
    await approve(id);
    const response = await asMember(owner, `/api/jobs/${id}/extend`, { method: "POST", body: { days } });
    expectApiError(response, 400);
    expect(response.json.message).toContain("days must be a whole number from 1 to 30");
  });
});
