import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { Certification } from "@/models/Certification";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

const tag = `cert${randomBytes(4).toString("hex")}`;
const MISSING_ID = "64b000000000000000000002";

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `${tag} People Analytics`,
  skills: "SQL, storytelling",
  description: "<p>Learn <strong>analytics</strong></p>",
  date: "2027-03-15",
  duration: "6 weeks",
  registrationLink: "https://learn.example.com/pa",
  level: "Beginner",
  ...overrides,
});

type CertificationJson = { _id: string; title: string; description: string; level?: string; date: string };

let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

describe("POST /api/admin/create-certification", () => {
  it("stores a certification with a sanitized description", async () => {
    const response = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid({ description: '<p>Hi</p><script>alert(1)</script><img src="javascript:x" onerror="y">' }),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, message: "Certification added" });
    const stored = await Certification.findById(response.json.certification._id).lean();
    expect(stored?.description).toBe("<p>Hi</p>");
    expect(stored?.level).toBe("Beginner");
    expect(stored?.date.toISOString()).toBe("2027-03-15T00:00:00.000Z");
  });

  it("leaves a blank level absent rather than empty", async () => {
    const response = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid({ level: "" }),
    });
    expect(response.status).toBe(201);
    const stored = await Certification.findById(response.json.certification._id).lean();
    expect(stored && "level" in stored).toBe(false);
    expect(response.json.certification.level).toBeUndefined();
  });

  it.each([
    ["missing title", valid({ title: undefined }), "Title is required"],
    ["missing skills", valid({ skills: "" }), "Skills is required"],
    ["an empty description", valid({ description: "<p> </p>" }), "Description is required"],
    ["a bad date", valid({ date: "2027-02-30" }), "Date must be a valid date"],
    ["missing duration", valid({ duration: " " }), "Duration is required"],
    ["missing registration link", valid({ registrationLink: "" }), "Registration link is required"],
    [
      "a non-http registration link",
      valid({ registrationLink: "ftp://x.example.com" }),
      "Registration link must be a valid http or https link",
    ],
    ["an unknown level", valid({ level: "Expert" }), "Level must be Beginner, Intermediate or Advanced"],
    ["an oversize title", valid({ title: "x".repeat(201) }), "Title must be at most 200 characters"],
  ])("rejects %s with 400", async (_name, body, message) => {
    const response = await api("/api/admin/create-certification", { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("is for admins only", async () => {
    expect((await api("/api/admin/create-certification", { body: valid() })).status).toBe(401);
    expect(
      (
        await api("/api/admin/create-certification", {
          token: expiredToken(admin.id, "admin"),
          body: valid(),
        })
      ).status,
    ).toBe(401);
    expect(
      (await api("/api/admin/create-certification", { token: profile.token, body: valid() })).status,
    ).toBe(403);
  });
});

describe("certification lists", () => {
  it("lists certifications publicly and for each role", async () => {
    const created = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid({ title: `${tag} Listed` }),
    });
    const id = created.json.certification._id;
    const publicList = await api<{ certifications: CertificationJson[] }>("/api/admin/certifications");
    expect(publicList.status).toBe(200);
    expect(publicList.json.certifications.map((c) => c._id)).toContain(id);
    for (const user of [admin, profile]) {
      const list = await api<{ certifications: CertificationJson[] }>(`/api/${user.role}/certifications`, {
        token: user.token,
      });
      expect(list.status).toBe(200);
      expect(list.json.certifications.map((c) => c._id)).toContain(id);
    }
  });

  it("enforces the role path on /api/{role}/certifications", async () => {
    expect((await api("/api/profile/certifications")).status).toBe(401);
    expect((await api("/api/profile/certifications", { token: admin.token })).status).toBe(403);
    expect((await api("/api/someone/certifications", { token: admin.token })).status).toBe(404);
  });
});

describe("POST /api/admin/delete-certification/{id}", () => {
  it("deletes for admins only, 404 when unknown, 400 when malformed", async () => {
    const created = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid(),
    });
    const path = `/api/admin/delete-certification/${created.json.certification._id}`;
    expect((await api(path, { method: "POST" })).status).toBe(401);
    expect((await api(path, { method: "POST", token: profile.token })).status).toBe(403);
    const removed = await api(path, { method: "POST", token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ success: true, message: "Certification deleted" });
    expect((await api(path, { method: "POST", token: admin.token })).status).toBe(404);
    const missing = await api(`/api/admin/delete-certification/${MISSING_ID}`, {
      method: "POST",
      token: admin.token,
    });
    expect(missing.json).toEqual({ success: false, message: "Certification not found" });
    expect(
      (await api("/api/admin/delete-certification/oops", { method: "POST", token: admin.token })).status,
    ).toBe(400);
  });
});

describe("GET /certifications/{id}", () => {
  it("renders a certification on a direct visit and answers 404 for unknown or malformed ids", async () => {
    const created = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid({ title: `${tag} Direct` }),
    });
    const page = await appFetch(`${process.env.APP_URL}/certifications/${created.json.certification._id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`${tag} Direct`);
    expect(html).toContain("March 15th 2027");
    expect(html).toContain('"@type":"Course"');
    expect((await appFetch(`${process.env.APP_URL}/certifications/${MISSING_ID}`)).status).toBe(404);
    expect((await appFetch(`${process.env.APP_URL}/certifications/garbage`)).status).toBe(404);
  });
});

describe("certification page escaping", () => {
  it("renders a hostile title as text, in the page and in its structured data", async () => {
    const hostile = `${tag} </script><script>alert(1)</script>`;
    const created = await api<{ certification: CertificationJson }>("/api/admin/create-certification", {
      token: admin.token,
      body: valid({ title: hostile }),
    });
    const html = await (
      await appFetch(`${process.env.APP_URL}/certifications/${created.json.certification._id}`)
    ).text();
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)");
  });
});
