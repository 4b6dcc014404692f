// GET /api/admin/audit: admins only, newest first, paginated; staff actions land in it.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "@/models/AuditLog";
import { Blog } from "@/models/Blog";
import { User } from "@/models/User";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";

connectAroundFile();

type Entry = {
  _id: string;
  user: { id: string | null; name: string; email: string };
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  createdAt: string;
};
type AuditAnswer = {
  entries: Entry[];
  pagination: { page: number; total: number; totalPages: number; pageSize: number };
};

let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

afterAll(async () => {
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
});

describe("GET /api/admin/audit access", () => {
  it("401 without a token", async () => {
    const response = await api("/api/admin/audit");
    expect(response.status).toBe(401);
    expect(response.json.success).toBe(false);
  });
  it("401 with an expired token", async () => {
    expect((await api("/api/admin/audit", { token: expiredToken(admin.id, "admin") })).status).toBe(401);
  });
  it("403 for the profile role", async () => {
    const response = await api("/api/admin/audit", { token: profile.token });
    expect(response.status).toBe(403);
    expect(response.json.success).toBe(false);
  });
  it("200 for an admin", async () => {
    const response = await api<AuditAnswer>("/api/admin/audit", { token: admin.token });
    expect(response.status).toBe(200);
    expect(Array.isArray(response.json.entries)).toBe(true);
  });
});

describe("recorded actions", () => {
  it("a certification create and delete by an admin appear newest first", async () => {
    const title = `Audit cert ${randomBytes(4).toString("hex")}`;
    const created = await api<{ certification: { _id: string } }>("/api/admin/create-certification", {
      token: admin.token,
      body: {
        title,
        skills: "Auditing",
        description: "<p>Audit me</p>",
        date: "2030-01-01",
        duration: "1 day",
        registrationLink: "https://example.com/register",
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.certification._id;
    expect(
      (await api(`/api/admin/delete-certification/${id}`, { method: "POST", token: admin.token })).status,
    ).toBe(200);

    const list = await api<AuditAnswer>("/api/admin/audit?limit=10", { token: admin.token });
    const mine = list.json.entries.filter((entry) => entry.targetId === id);
    expect(mine.map((entry) => entry.action)).toEqual(["certification.delete", "certification.create"]);
    expect(mine[1]).toMatchObject({
      targetType: "certification",
      summary: title,
      user: { id: admin.id, email: admin.email },
    });
    expect(Date.parse(mine[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(mine[1]!.createdAt));
  });

  it("a publish toggle by a profile user is recorded with that user", async () => {
    const blog = await Blog.create({
      title: `Audit blog ${randomBytes(4).toString("hex")}`,
      subTitle: "S",
      author: { name: "A" },
    });
    const toggled = await api(`/api/blog/toggle-publish/${blog._id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(toggled.status).toBe(200);
    const entry = await AuditLog.findOne({ targetId: String(blog._id) }).lean();
    expect(entry).toMatchObject({ action: "blog.publish", targetType: "blog", userEmail: profile.email });
    await Blog.deleteOne({ _id: blog._id });
  });

  it("a failed action (unknown id) records nothing", async () => {
    const id = "0123456789abcdef01234567";
    const response = await api(`/api/admin/delete-certification/${id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(response.status).toBe(404);
    expect(await AuditLog.countDocuments({ targetId: id })).toBe(0);
  });
});

describe("pagination", () => {
  beforeAll(async () => {
    // At least three lines exist whatever ran before.
    await AuditLog.create(
      [1, 2, 3].map((n) => ({
        userId: admin.id,
        userEmail: admin.email,
        userName: "T",
        action: "about.update",
        targetType: "about",
        summary: `page test ${n}`,
      })),
    );
  });

  it("limit and page split the list without overlap", async () => {
    const first = await api<AuditAnswer>("/api/admin/audit?page=1&limit=2", { token: admin.token });
    const second = await api<AuditAnswer>("/api/admin/audit?page=2&limit=2", { token: admin.token });
    expect(first.json.entries).toHaveLength(2);
    expect(second.json.pagination).toMatchObject({ page: 2, pageSize: 2 });
    expect(first.json.pagination.totalPages).toBe(Math.ceil(first.json.pagination.total / 2));
    const ids = new Set(first.json.entries.map((entry) => entry._id));
    for (const entry of second.json.entries) expect(ids.has(entry._id)).toBe(false);
    const times = [...first.json.entries, ...second.json.entries].map((entry) => Date.parse(entry.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each(["page=-5", "page=abc", "page=99999999999", "limit=-1", "limit=100000", "limit=x"])(
    "?%s is clamped, not an error",
    async (query) => {
      const response = await api<AuditAnswer>(`/api/admin/audit?${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      expect(response.json.entries.length).toBeLessThanOrEqual(100);
    },
  );
});
