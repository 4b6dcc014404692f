import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { Job } from "@/models/Job";
import { createStaffUser, expiredToken, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

// One database connection for this file, for arranging data and checking what was stored.
connectAroundFile();

const tag = `job${randomBytes(4).toString("hex")}`;
const MISSING_ID = "64b000000000000000000001";

type JobJson = {
  _id: string;
  title: string;
  company: string;
  location: string;
  link: string;
  imageUrl: string;
  isApproved: boolean;
};

let admin: TestUser;
let profile: TestUser;
let png: Uint8Array<ArrayBuffer>;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  png = new Uint8Array(buffer);
});

function jobForm(
  fields: Record<string, string>,
  image?: { bytes: Uint8Array<ArrayBuffer>; type: string; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append("image", new Blob([image.bytes], { type: image.type }), image.name);
  return form;
}

const basic = (overrides: Record<string, string> = {}) => ({
  title: `${tag} Recruiter`,
  company: "Acme",
  location: "Remote",
  description: "Hire people",
  link: "https://jobs.example.com/1",
  ...overrides,
});

async function createJob(fields: Record<string, string>) {
  const response = await api<{ job: JobJson }>("/api/job/create-job", { form: jobForm(fields) });
  expect(response.status).toBe(201);
  return response.json.job;
}

describe("POST /api/job/create-job", () => {
  it("stores a visitor's job unapproved, trimmed, with its image", async () => {
    const response = await api<{ job: JobJson }>("/api/job/create-job", {
      form: jobForm(basic({ title: `  ${tag} Trimmed  ` }), {
        bytes: png,
        type: "image/png",
        name: "logo.png",
      }),
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, message: "Job added under review" });
    const stored = await Job.findById(response.json.job._id).lean();
    expect(stored?.isApproved).toBe(false);
    expect(stored?.title).toBe(`${tag} Trimmed`);
    expect(stored?.imageUrl).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
    const image = await appFetch(`${process.env.APP_URL}${stored?.imageUrl}`);
    expect(image.status).toBe(200);
  });

  it("accepts a job with only a company and leaves empty fields absent", async () => {
    const response = await api<{ job: JobJson }>("/api/job/create-job", {
      form: jobForm({ company: `${tag} OnlyCo`, link: "" }),
    });
    expect(response.status).toBe(201);
    const stored = await Job.findById(response.json.job._id).lean();
    expect(stored?.title).toBeUndefined();
    expect(stored?.link).toBeUndefined();
  });

  it.each([
    ["neither title nor company", { location: "Paris" }, "A job needs a title or a company"],
    ["blank title and company", { title: "  ", company: " " }, "A job needs a title or a company"],
    ["a non-URL link", basic({ link: "not a link" }), "Link must be a valid http or https link"],
    ["a javascript: link", basic({ link: "javascript:alert(1)" }), "Link must be a valid http or https link"],
    ["an oversize title", basic({ title: "x".repeat(201) }), "Title must be at most 200 characters"],
    [
      "an oversize description",
      basic({ description: "x".repeat(5001) }),
      "Description must be at most 5000 characters",
    ],
  ])("rejects %s with 400", async (_name, fields, message) => {
    const response = await api("/api/job/create-job", { form: jobForm(fields) });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("answers a filled spam trap as a success and stores nothing", async () => {
    const title = `${tag} Spam`;
    const response = await api("/api/job/create-job", {
      form: jobForm({ ...basic({ title }), website: "http://spam.example" }),
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Job added under review" });
    expect(await Job.countDocuments({ title })).toBe(0);
  });

  it("rejects a file that is not an image with 400 and stores nothing", async () => {
    const title = `${tag} BadImage`;
    const text = new TextEncoder().encode("definitely not an image");
    const response = await api("/api/job/create-job", {
      form: jobForm(basic({ title }), { bytes: new Uint8Array(text), type: "image/png", name: "fake.png" }),
    });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
    expect(await Job.countDocuments({ title })).toBe(0);
  });

  it("rejects an image sent as text and a JSON body with 400", async () => {
    const asText = await api("/api/job/create-job", { form: jobForm({ ...basic(), image: "hello" }) });
    expect(asText.status).toBe(400);
    const json = await api("/api/job/create-job", { body: basic() });
    expect(json.status).toBe(400);
  });
});

describe("GET /api/job/all and moderation", () => {
  it("lists approved jobs only, newest first, after a moderator approves", async () => {
    const first = await createJob(basic({ title: `${tag} First` }));
    const second = await createJob(basic({ title: `${tag} Second` }));
    const publicIds = async () =>
      (await api<{ jobs: JobJson[] }>("/api/job/all")).json.jobs.map((job) => job._id);
    expect(await publicIds()).not.toContain(first._id);

    const pending = await api<{ jobs: JobJson[] }>("/api/profile/jobs?status=pending", {
      token: profile.token,
    });
    expect(pending.status).toBe(200);
    expect(pending.json.jobs.map((job) => job._id)).toEqual(expect.arrayContaining([first._id, second._id]));

    for (const id of [first._id, second._id]) {
      const approve = await api(`/api/admin/approve-job/${id}`, { method: "POST", token: admin.token });
      expect(approve.status).toBe(200);
      expect(approve.json).toEqual({ success: true, message: "Job approved" });
    }
    const ids = await publicIds();
    expect(ids.indexOf(second._id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));

    const approved = await api<{ jobs: JobJson[] }>("/api/admin/jobs?status=approved", {
      token: admin.token,
    });
    expect(approved.json.jobs.map((job) => job._id)).toContain(first._id);

    const removed = await api(`/api/profile/delete-job/${first._id}`, {
      method: "POST",
      token: profile.token,
    });
    expect(removed.status).toBe(200);
    expect(await publicIds()).not.toContain(first._id);
  });

  const routes = [
    ["GET", "jobs"],
    ["POST", `approve-job/${MISSING_ID}`],
    ["POST", `delete-job/${MISSING_ID}`],
  ] as const;

  it.each(routes)("%s /api/{role}/%s enforces the role path", async (method, rest) => {
    expect((await api(`/api/profile/${rest}`, { method })).status).toBe(401);
    expect(
      (await api(`/api/profile/${rest}`, { method, token: expiredToken(profile.id, "profile") })).status,
    ).toBe(401);
    expect((await api(`/api/admin/${rest}`, { method, token: profile.token })).status).toBe(403);
    expect((await api(`/api/profile/${rest}`, { method, token: admin.token })).status).toBe(403);
    expect((await api(`/api/nobody/${rest}`, { method, token: admin.token })).status).toBe(404);
  });

  it("answers 404 for unknown ids and 400 for malformed ids", async () => {
    for (const action of ["approve-job", "delete-job"]) {
      const missing = await api(`/api/admin/${action}/${MISSING_ID}`, { method: "POST", token: admin.token });
      expect(missing.status).toBe(404);
      expect(missing.json).toEqual({ success: false, message: "Job not found" });
      const malformed = await api(`/api/admin/${action}/123`, { method: "POST", token: admin.token });
      expect(malformed.status).toBe(400);
    }
  });
});

describe("PUT /api/job/update-job/{id}", () => {
  it("lets staff replace the text fields, clearing absent ones, and keeps the image unless a new one is sent", async () => {
    const created = await api<{ job: JobJson }>("/api/job/create-job", {
      form: jobForm(basic(), { bytes: png, type: "image/png", name: "a.png" }),
    });
    const { _id: id, imageUrl } = created.json.job;
    const response = await api<{ job: JobJson }>(`/api/job/update-job/${id}`, {
      method: "PUT",
      token: profile.token,
      form: jobForm({ title: `${tag} Edited`, company: "NewCo" }),
    });
    expect(response.status).toBe(200);
    expect(response.json.job).toMatchObject({
      title: `${tag} Edited`,
      company: "NewCo",
      location: "",
      link: "",
      imageUrl,
    });

    const withImage = await api<{ job: JobJson }>(`/api/job/update-job/${id}`, {
      method: "PUT",
      token: admin.token,
      form: jobForm({ title: `${tag} Edited` }, { bytes: png, type: "image/png", name: "b.png" }),
    });
    expect(withImage.status).toBe(200);
    expect(withImage.json.job.imageUrl).toMatch(/^\/api\/images\//);
    expect(withImage.json.job.imageUrl).not.toBe(imageUrl);
    // The replaced image is deleted with the change; the new one is served.
    expect((await api(imageUrl)).status).toBe(404);
    expect((await appFetch(`${process.env.APP_URL}${withImage.json.job.imageUrl}`)).status).toBe(200);
  });

  it("deletes a job's stored image with the job", async () => {
    const created = await api<{ job: JobJson }>("/api/job/create-job", {
      form: jobForm(basic(), { bytes: png, type: "image/png", name: "c.png" }),
    });
    const { _id: id, imageUrl } = created.json.job;
    expect((await appFetch(`${process.env.APP_URL}${imageUrl}`)).status).toBe(200);
    const removed = await api(`/api/admin/delete-job/${id}`, { method: "POST", token: admin.token });
    expect(removed.status).toBe(200);
    const image = await api(imageUrl);
    expect(image.status).toBe(404);
    expect(image.json).toEqual({ success: false, message: "Image not found" });
  });

  it("refuses visitors and expired tokens, validates, and answers 404/400 for unknown/malformed ids", async () => {
    const job = await createJob(basic());
    const path = `/api/job/update-job/${job._id}`;
    expect((await api(path, { method: "PUT", form: jobForm(basic()) })).status).toBe(401);
    expect(
      (await api(path, { method: "PUT", token: expiredToken(admin.id, "admin"), form: jobForm(basic()) }))
        .status,
    ).toBe(401);
    const bad = await api(path, { method: "PUT", token: admin.token, form: jobForm({ location: "x" }) });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("A job needs a title or a company");
    const missing = await api(`/api/job/update-job/${MISSING_ID}`, {
      method: "PUT",
      token: admin.token,
      form: jobForm(basic()),
    });
    expect(missing.status).toBe(404);
    const malformed = await api("/api/job/update-job/xyz", {
      method: "PUT",
      token: admin.token,
      form: jobForm(basic()),
    });
    expect(malformed.status).toBe(400);
  });
});
