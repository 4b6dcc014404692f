// Issue 33: views and apply clicks, counted honestly. POST /api/jobs/{id}/view answers 204 and
// counts one view per visitor (address + user agent) per day, never a bot; GET /jobs/{id}/apply
// redirects (302) and counts a click; owners see both on their dashboard, per job and per day.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JobEvent } from "@/models/JobEvent";
import { Job } from "@/models/Job";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { removeMembers } from "../../helpers/member-api";
import { memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const tag = `jv${randomBytes(4).toString("hex")}`;
const BROWSER = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) Firefox/${120 + n}.0 ${tag}`;
let admin: TestUser;
let owner: TestMember;
const used: string[] = [];

beforeAll(async () => {
  admin = await createStaffUser("admin");
  const email = memberEmail("views");
  used.push(email);
  owner = await signInMember(baseUrl(), email);
});

afterAll(async () => {
  const ids = (
    await Job.find({ title: { $regex: tag } })
      .select("_id")
      .lean()
  ).map((job) => job._id);
  await JobEvent.deleteMany({ job: { $in: ids } });
  await Job.deleteMany({ _id: { $in: ids } });
  await removeMembers(used);
});

async function ownedJob(title: string, extra: Record<string, string> = {}): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    title: `${tag} ${title}`,
    location: "Leeds",
    workplace: "onsite",
    ...extra,
  }))
    form.append(name, value);
  const created = await api<{ job: { _id: string } }>("/api/job/create-job", {
    form,
    headers: { Cookie: owner.cookie },
  });
  expect(created.status).toBe(201);
  return created.json.job._id;
}

const approve = async (id: string) =>
  expect((await api(`/api/admin/approve-job/${id}`, { method: "POST", token: admin.token })).status).toBe(
    200,
  );

const view = (id: string, userAgent: string) =>
  appFetch(`${baseUrl()}/api/jobs/${id}/view`, { method: "POST", headers: { "User-Agent": userAgent } });

const apply = (id: string, userAgent: string) =>
  appFetch(`${baseUrl()}/jobs/${id}/apply`, { redirect: "manual", headers: { "User-Agent": userAgent } });

async function counts(id: string) {
  const response = await api<{
    jobs: {
      id: string;
      views: number;
      applyClicks: number;
      days: { day: string; views: number; applyClicks: number }[];
    }[];
  }>("/api/members/me/jobs", { headers: { Cookie: owner.cookie } });
  return response.json.jobs.find((job) => job.id === id)!;
}

describe("views", () => {
  it("counts one view per visitor per day and ignores bots", async () => {
    const id = await ownedJob("Viewed", { applyUrl: "https://ats.example.com/apply/1" });
    await approve(id);
    for (const ua of [BROWSER(1), BROWSER(1), BROWSER(1), BROWSER(2)]) {
      const response = await view(id, ua);
      expect(response.status).toBe(204);
      expect(await response.text()).toBe("");
    }
    for (const bot of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      expect((await view(id, bot)).status).toBe(204);
    }
    const seen = await counts(id);
    expect(seen.views).toBe(2);
    expect(seen.days).toHaveLength(1);
    expect(seen.days[0]).toMatchObject({ views: 2, applyClicks: 0 });
    // Nothing raw is stored: no row names the visitor's user agent.
    const rows = await JobEvent.find({ job: id }).lean();
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row._id).not.toContain("Firefox");
  });

  it("404 for an unknown or unpublished job, 400 for a malformed id", async () => {
    expect((await view(SAMPLE_ID, BROWSER(1))).status).toBe(404);
    const pending = await ownedJob("Pending view");
    expect((await view(pending, BROWSER(1))).status).toBe(404);
    const bad = await view("not-an-id", BROWSER(1));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
  });
});

describe("the apply redirect", () => {
  it("redirects to the apply URL and counts each click (bots not)", async () => {
    const id = await ownedJob("Applied", { applyUrl: "https://ats.example.com/apply/2" });
    await approve(id);
    for (const ua of [BROWSER(1), BROWSER(1), BROWSER(3)]) {
      const response = await apply(id, ua);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("https://ats.example.com/apply/2");
      expect(response.headers.get("cache-control")).toContain("no-store");
    }
    const botClick = await apply(id, "Mozilla/5.0 (compatible; bingbot/2.0)");
    expect(botClick.status).toBe(302);
    expect((await counts(id)).applyClicks).toBe(3);
  });

  it("redirects to mailto: when the job takes applications by e-mail", async () => {
    const id = await ownedJob("By mail", { applyEmail: "jobs@example.com" });
    await approve(id);
    const response = await apply(id, BROWSER(1));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("mailto:jobs@example.com");
  });

  it("404 for an unknown job, a job not open or one without an apply link; 400 for a malformed id", async () => {
    expect((await apply(SAMPLE_ID, BROWSER(1))).status).toBe(404);
    const closed = await ownedJob("Closed apply", { applyUrl: "https://ats.example.com/apply/3" });
    await approve(closed);
    expect(
      (await api(`/api/jobs/${closed}/close`, { method: "POST", headers: { Cookie: owner.cookie } })).status,
    ).toBe(200);
    expect((await apply(closed, BROWSER(1))).status).toBe(404);
    const noLink = await ownedJob("No link");
    await approve(noLink);
    expect((await apply(noLink, BROWSER(1))).status).toBe(404);
    expect((await apply("nope", BROWSER(1))).status).toBe(400);
  });
});
