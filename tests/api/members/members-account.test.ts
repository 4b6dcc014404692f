// The member's account over HTTP: profile, preferences, export, sign-out and deletion; member
// routes without a session (401), with a staff token (403), and the admin's Members page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "@/models/AuditLog";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { JobAlert } from "@/models/JobAlert";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { MemberSession } from "@/models/MemberSession";
import { Subscriber } from "@/models/Subscriber";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { forgetMemberMails, memberEmail, signInMember, type TestMember } from "../../helpers/members";
import { MEMBER_ROUTES } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const used: string[] = [];
let admin: TestUser;
let profileUser: TestUser;

async function newMember(): Promise<TestMember> {
  const email = memberEmail("account");
  used.push(email);
  return signInMember(baseUrl(), email);
}

const as = (member: TestMember | null, path: string, options: Parameters<typeof api>[1] = {}) =>
  api(path, { ...options, headers: { ...options.headers, ...(member ? { Cookie: member.cookie } : {}) } });

const expectError = (response: Awaited<ReturnType<typeof api>>, status: number) => {
  expect(response.status).toBe(status);
  expect(response.json.success).toBe(false);
  expect(typeof response.json.message).toBe("string");
};

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profileUser = await createStaffUser("profile");
});

afterAll(async () => {
  const members = await Member.find({ email: { $in: used } })
    .select("_id")
    .lean();
  await MemberSession.deleteMany({ memberId: { $in: members.map((row) => row._id) } });
  await Member.deleteMany({ email: { $in: used } });
  await Subscriber.deleteMany({ email: { $in: used } });
  await JobAlert.deleteMany({ email: { $in: used } });
  await MailLog.deleteMany({ to: { $in: used } });
  forgetMemberMails(...used);
});

describe("member routes: no session 401, staff token 403", () => {
  it.each(MEMBER_ROUTES)("$method $path", async (route) => {
    expectError(await api(route.path, { method: route.method }), 401);
    expectError(
      await api(route.path, { method: route.method, headers: { Cookie: "hrp_member=forged" } }),
      401,
    );
    expectError(
      await api(route.path, { method: route.method, headers: { Cookie: `hrp_member=${"A".repeat(43)}` } }),
      401,
    );
    expectError(await api(route.path, { method: route.method, token: admin.token }), 403);
    expectError(await api(route.path, { method: route.method, token: profileUser.token }), 403);
  });
});

describe("GET/PUT /api/members/me", () => {
  it("reads and updates the profile; credentials from the list and free text", async () => {
    const member = await newMember();
    const me = await as(member, "/api/members/me");
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toContain("no-store");
    expect(me.json).toEqual({
      success: true,
      member: {
        id: member.id,
        email: member.email,
        name: "",
        headline: "",
        company: "",
        credentials: [],
        createdAt: expect.any(String),
      },
    });
    const update = {
      name: "  Dana Reyes ",
      headline: "People partner",
      company: "Acme",
      credentials: ["SHRM-CP", "CIPD Chartered Member", "Mediation certificate", "SHRM-CP"],
    };
    const saved = await as(member, "/api/members/me", { method: "PUT", body: update });
    expect(saved.status).toBe(200);
    expect((saved.json as unknown as { member: unknown }).member).toMatchObject({
      name: "Dana Reyes",
      headline: "People partner",
      company: "Acme",
      credentials: ["SHRM-CP", "CIPD Chartered Member", "Mediation certificate"],
    });
    const again = await as(member, "/api/members/me");
    expect((again.json as unknown as { member: { name: string } }).member.name).toBe("Dana Reyes");
  });

  it("400 for bad profile input, and nothing is changed", async () => {
    const member = await newMember();
    await as(member, "/api/members/me", { method: "PUT", body: { name: "Kept" } });
    const cases: unknown[] = [
      {},
      { name: "" },
      { name: "   " },
      { name: "x".repeat(81) },
      { name: "Ok", headline: "x".repeat(121) },
      { name: "Ok", company: "x".repeat(121) },
      { name: "Ok", credentials: "SHRM-CP" },
      { name: "Ok", credentials: ["x".repeat(41)] },
      { name: "Ok", credentials: [""] },
      { name: 5 },
    ];
    for (const body of cases) {
      const response = await as(member, "/api/members/me", { method: "PUT", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.success).toBe(false);
    }
    const me = await as(member, "/api/members/me");
    expect((me.json as unknown as { member: { name: string } }).member.name).toBe("Kept");
  });

  it("refuses a cookie-authenticated write from another site's page", async () => {
    const member = await newMember();
    const response = await as(member, "/api/members/me", {
      method: "PUT",
      body: { name: "Cross site" },
      headers: { Origin: "https://evil.example" },
    });
    expectError(response, 403);
  });
});

describe("preferences", () => {
  it("turns the newsletter on without a confirmation mail, and off; reply notifications; job alerts", async () => {
    const member = await newMember();
    const initial = await as(member, "/api/members/me/preferences");
    expect(initial.json).toEqual({
      success: true,
      newsletter: false,
      replyNotifications: true,
      jobAlerts: [],
    });

    const on = await as(member, "/api/members/me/preferences", { method: "PUT", body: { newsletter: true } });
    expect(on.status).toBe(200);
    expect((on.json as unknown as { newsletter: boolean }).newsletter).toBe(true);
    expect((await Subscriber.findOne({ email: member.email }).lean())?.state).toBe("active");
    expect(await MailLog.countDocuments({ to: member.email, kind: "confirmation" })).toBe(0);

    const [daily, weekly] = await JobAlert.create([
      {
        key: `${member.id}-a`,
        email: member.email,
        filters: { q: "payroll" },
        frequency: "daily",
        state: "active",
      },
      { key: `${member.id}-b`, email: member.email, filters: {}, frequency: "weekly", state: "pending" },
    ]);
    const listed = await as(member, "/api/members/me/preferences");
    const alerts = (
      listed.json as unknown as { jobAlerts: Array<{ id: string; frequency: string; summary: string }> }
    ).jobAlerts;
    expect(alerts.map((alert) => [alert.id, alert.frequency])).toEqual([
      [String(daily!._id), "daily"],
      [String(weekly!._id), "weekly"],
    ]);
    expect(alerts[0]!.summary).toContain("payroll");

    const changed = await as(member, "/api/members/me/preferences", {
      method: "PUT",
      body: {
        newsletter: false,
        replyNotifications: false,
        jobAlerts: [{ id: String(daily!._id), frequency: "weekly" }],
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({
      newsletter: false,
      replyNotifications: false,
      jobAlerts: [{ id: String(daily!._id), frequency: "weekly" }],
    });
    expect(await JobAlert.countDocuments({ _id: weekly!._id })).toBe(0);
    expect((await Subscriber.findOne({ email: member.email }).lean())?.state).toBe("unsubscribed");
  });

  it("404 for a job alert that is not the member's; 400 for bad input", async () => {
    const member = await newMember();
    const other = await JobAlert.create({
      key: `other-${member.id}`,
      email: `someone-else-${member.id}@example.test`,
      filters: {},
      frequency: "daily",
    });
    const notMine = await as(member, "/api/members/me/preferences", {
      method: "PUT",
      body: { jobAlerts: [{ id: String(other._id), frequency: "daily" }] },
    });
    expectError(notMine, 404);
    expect(await JobAlert.countDocuments({ _id: other._id })).toBe(1);
    await JobAlert.deleteOne({ _id: other._id });
    for (const body of [
      {},
      { newsletter: "yes" },
      { replyNotifications: 1 },
      { jobAlerts: [{ id: "nope", frequency: "daily" }] },
      { jobAlerts: [{ id: "0123456789abcdef01234567", frequency: "hourly" }] },
    ]) {
      const response = await as(member, "/api/members/me/preferences", { method: "PUT", body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.success).toBe(false);
    }
  });
});

describe("export, sign-out and deletion", () => {
  it("exports everything held as a JSON file", async () => {
    const member = await newMember();
    await as(member, "/api/members/me", { method: "PUT", body: { name: "Export Me", credentials: ["PHR"] } });
    await as(member, "/api/members/me/preferences", { method: "PUT", body: { newsletter: true } });
    const response = await appFetch(`${baseUrl()}/api/members/me/export`, {
      headers: { Cookie: member.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.json"/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({
      profile: { id: member.id, email: member.email, name: "Export Me", credentials: ["PHR"] },
      sessions: [expect.objectContaining({ method: "code", createdAt: expect.any(String) })],
      comments: [],
      submissions: [],
      newsletter: expect.objectContaining({ state: "active" }),
      jobAlerts: [],
    });
  });

  it("sign-out ends the session on the server: the old cookie no longer works", async () => {
    const member = await newMember();
    const response = await appFetch(`${baseUrl()}/api/members/sign-out`, {
      method: "POST",
      headers: { Cookie: member.cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((line) => /^hrp_member=;.*Max-Age=0/.test(line))).toBe(true);
    expectError(await as(member, "/api/members/me"), 401);
    expectError(await as(member, "/api/members/sign-out", { method: "POST" }), 401);
  });

  it("deletion needs the typed confirmation, then erases the account; comments stay as a former member's", async () => {
    const member = await newMember();
    await as(member, "/api/members/me/preferences", { method: "PUT", body: { newsletter: true } });
    await JobAlert.create({ key: `del-${member.id}`, email: member.email, filters: {}, frequency: "daily" });
    const blog = await Blog.create({
      title: "Member deletion post",
      subTitle: "A post with a member's comment",
      description: "<p>Body</p>",
      author: { name: "Staff" },
      isPublished: true,
    });
    const comment = await Comment.create({
      blog: blog._id,
      name: "Dana",
      content: "A comment that stays",
      isApproved: true,
      submitterEmail: member.email,
    });

    for (const body of [undefined, {}, { confirmation: "delete me" }]) {
      const refused = await as(member, "/api/members/me", { method: "DELETE", body });
      expectError(refused, 400);
    }
    expect(await Member.countDocuments({ _id: member.id })).toBe(1);

    const deleted = await as(member, "/api/members/me", {
      method: "DELETE",
      body: { confirmation: "DELETE" },
    });
    expect(deleted.status).toBe(200);
    expect(await Member.countDocuments({ _id: member.id })).toBe(0);
    expect(await MemberSession.countDocuments({ memberId: member.id })).toBe(0);
    expect(await Subscriber.countDocuments({ email: member.email })).toBe(0);
    expect(await JobAlert.countDocuments({ email: member.email })).toBe(0);
    expect(await MailLog.countDocuments({ to: member.email })).toBe(0);
    const kept = await Comment.findById(comment._id).lean();
    expect(kept?.name).toBe("Former member");
    expect(kept?.submitterEmail).toBeUndefined();
    expect(kept?.content).toBe("A comment that stays");
    // The deleted member's cookie is rejected everywhere.
    expectError(await as(member, "/api/members/me"), 401);
    expectError(await as(member, "/api/members/me/export"), 401);
  });
});

describe("admin Members page: GET /api/admin/members, PUT /api/admin/members/{id}", () => {
  it("lists, searches and counts members; blocking ends their sessions and is audited", async () => {
    const member = await newMember();
    await as(member, "/api/members/me", { method: "PUT", body: { name: "Searchable Quill" } });
    const listed = await api("/api/admin/members?search=searchable quill", { token: admin.token });
    expect(listed.status).toBe(200);
    const body = listed.json as unknown as {
      members: Array<{ id: string; email: string }>;
      total: number;
      pagination: { total: number };
    };
    expect(body.members.map((row) => row.id)).toEqual([member.id]);
    expect(body.pagination.total).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(1);
    const byEmail = await api(`/api/admin/members?search=${encodeURIComponent(member.email)}`, {
      token: admin.token,
    });
    expect((byEmail.json as unknown as { members: unknown[] }).members).toHaveLength(1);

    const blocked = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { blocked: true },
    });
    expect(blocked.status).toBe(200);
    expectError(await as(member, "/api/members/me"), 401);
    expect(await AuditLog.countDocuments({ action: "member.block", targetId: member.id })).toBe(1);

    const unblocked = await api(`/api/admin/members/${member.id}`, {
      method: "PUT",
      token: admin.token,
      body: { blocked: false },
    });
    expect(unblocked.status).toBe(200);
    expect(await AuditLog.countDocuments({ action: "member.unblock", targetId: member.id })).toBe(1);
    // Unblocking does not revive old sessions; a new sign-in works.
    expectError(await as(member, "/api/members/me"), 401);
    const back = await signInMember(baseUrl(), member.email, 2);
    expect(back.id).toBe(member.id);
  });

  it("400 for bad input, 404 for an unknown member, 403 for the profile role, 401 for a member cookie", async () => {
    const member = await newMember();
    expectError(
      await api(`/api/admin/members/${member.id}`, {
        method: "PUT",
        token: admin.token,
        body: { blocked: "yes" },
      }),
      400,
    );
    expectError(
      await api("/api/admin/members/not-an-id", {
        method: "PUT",
        token: admin.token,
        body: { blocked: true },
      }),
      400,
    );
    expectError(
      await api("/api/admin/members/0123456789abcdef01234567", {
        method: "PUT",
        token: admin.token,
        body: { blocked: true },
      }),
      404,
    );
    expectError(await api("/api/admin/members", { token: profileUser.token }), 403);
    expectError(await as(member, "/api/admin/members"), 401);
  });
});
