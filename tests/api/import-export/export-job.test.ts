// The full export as a background job (issue 42: exports are jobs on the queue): POST /api/admin/exports
// answers 202 with the export's id; the stack's workers write the archive into the database, and
// GET /api/admin/exports/{id} answers 202 until then and the tar.gz after, from any app server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { archiveEntryNames } from "../../helpers/archive";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { connectTestDb } from "../../helpers/db";
import { signInMember, type TestMember } from "../../helpers/members";
import { api, baseUrl } from "../../helpers/server";
import { waitForTask } from "../../helpers/tasks";

connectAroundFile();

type Queued = { success: boolean; message: string; exportId: string; taskId: string; url: string };
let admin: TestUser;
let editor: TestUser;
let member: TestMember;
let queued: Queued;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  editor = await createStaffUser("profile");
  member = await signInMember(baseUrl());
});

afterAll(async () => {
  const { connection } = await connectTestDb();
  if (queued?.exportId) {
    await connection.db!.collection("siteExports.files").deleteMany({ _id: queued.exportId as never });
    await connection.db!.collection("siteExports.chunks").deleteMany({ files_id: queued.exportId as never });
  }
});

describe("POST /api/admin/exports", () => {
  it("queues the export and answers 202 with its id and download URL", async () => {
    const response = await api<Queued>("/api/admin/exports", { method: "POST", token: admin.token });
    expect(response.status).toBe(202);
    queued = response.json;
    expect(queued).toMatchObject({
      success: true,
      message: "The export is being prepared",
      exportId: expect.stringMatching(/^[a-f0-9]{24}$/),
      taskId: expect.stringMatching(/^[a-f0-9]{24}$/),
    });
    expect(queued.url).toBe(`/api/admin/exports/${queued.exportId}`);
  });

  it("needs an admin: 401 without a token or with a member session, 403 for another role", async () => {
    expect((await api("/api/admin/exports", { method: "POST" })).status).toBe(401);
    const asMember = await api("/api/admin/exports", { method: "POST", headers: { Cookie: member.cookie } });
    expect(asMember.status).toBe(401);
    expect((await api("/api/admin/exports", { method: "POST", token: editor.token })).status).toBe(403);
  });
});

describe("GET /api/admin/exports/{id}", () => {
  it("answers the archive once the job is done: a tar.gz with the collections and a manifest", async () => {
    const early = await appFetch(`${baseUrl()}${queued.url}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    // Still being written (202, with when to ask again), or already done.
    if (early.status === 202) {
      expect(early.headers.get("retry-after")).toBe("5");
      expect(await early.json()).toMatchObject({ success: true, ready: false });
    } else expect(early.status).toBe(200);

    const job = await waitForTask(queued.taskId);
    expect(job.failedAt ?? null).toBeNull();
    const response = await appFetch(`${baseUrl()}${queued.url}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/gzip");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="hrpulse-export-\d{4}-\d{2}-\d{2}\.tar\.gz"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const names = await archiveEntryNames(bytes);
    expect(names).toEqual(expect.arrayContaining(["posts.json", "comments.json", "manifest.json"]));
    expect(names).not.toContain("users.json");
  }, 120_000);

  it("answers 400 for a malformed id and 404 for an export that does not exist", async () => {
    const bad = await api<{ success: boolean; message: string }>("/api/admin/exports/not-an-id", {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.success).toBe(false);
    const missing = await api<{ success: boolean; message: string }>(
      "/api/admin/exports/0123456789abcdef01234567",
      { token: admin.token },
    );
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Export not found" });
  });

  it("needs an admin: 401 without a token or with a member session, 403 for another role", async () => {
    expect((await api(queued.url)).status).toBe(401);
    expect((await api(queued.url, { headers: { Cookie: member.cookie } })).status).toBe(401);
    expect((await api(queued.url, { token: editor.token })).status).toBe(403);
  });
});
