// Revisions: each save keeps the version it replaced (who saved it, when), newest first; one can be
// read and restored (restoring is itself a revision); the last 50 per post are kept.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { BlogRevision } from "@/models/BlogRevision";
import { User } from "@/models/User";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { addBlogThroughApi, blogFields, updateBlogThroughApi } from "../../helpers/blog-forms";
import { connectAroundFile } from "../../helpers/db-hooks";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api } from "../../helpers/server";

connectAroundFile();

const RUN = `rev${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
  await User.updateOne({ _id: profile.id }, { $set: { name: "Second Editor" } });
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
});

type Summary = { _id: string; title: string; savedAt: string; savedBy: { name: string } };

const revisionsOf = (id: string, role: "admin" | "profile" = "admin") =>
  api<{ revisions: Summary[] }>(`/api/${role}/blog/${id}/revisions`, {
    token: role === "admin" ? admin.token : profile.token,
  });

describe("revisions", () => {
  it("keeps each replaced version, newest first, and restores one as a new save", async () => {
    const v1 = blogFields(RUN, {
      title: `${RUN} v1`,
      description: "<p>First text</p>",
      category: ["Payroll"],
    });
    const id = await addBlogThroughApi(admin.token, v1);
    expect((await revisionsOf(id)).json.revisions).toEqual([]);

    const v2 = { ...v1, title: `${RUN} v2`, description: "<p>Second text</p>", category: ["Benefits"] };
    expect((await updateBlogThroughApi(profile.token, id, v2)).status).toBe(200);
    const v3 = { ...v2, title: `${RUN} v3`, description: "<p>Third text</p>" };
    expect((await updateBlogThroughApi(admin.token, id, v3)).status).toBe(200);

    const listed = await revisionsOf(id, "profile");
    expect(listed.status).toBe(200);
    expect(listed.json.success).toBe(true);
    // v2 (saved by the second editor) then v1 (by the admin who wrote it).
    expect(listed.json.revisions.map((revision) => [revision.title, revision.savedBy.name])).toEqual([
      [`${RUN} v2`, "Second Editor"],
      [`${RUN} v1`, "Test admin"],
    ]);
    expect(Object.keys(listed.json.revisions[0]!).sort()).toEqual(["_id", "savedAt", "savedBy", "title"]);
    const [second, first] = listed.json.revisions;
    expect(Date.parse(second!.savedAt)).toBeGreaterThanOrEqual(Date.parse(first!.savedAt));

    const shown = await api<{
      revision: Summary & { description: string; category: string[]; subTitle: string };
    }>(`/api/admin/blog/${id}/revisions/${first!._id}`, { token: admin.token });
    expect(shown.json.revision).toMatchObject({
      title: `${RUN} v1`,
      description: "<p>First text</p>",
      category: ["Payroll"],
      subTitle: v1.subTitle,
    });

    const restored = await api(`/api/admin/blog/${id}/restore/${first!._id}`, {
      method: "POST",
      token: admin.token,
    });
    expect(restored.status).toBe(200);
    expect(restored.json).toEqual({ success: true, message: "Revision restored" });
    const stored = await Blog.findById(id).lean();
    expect(stored).toMatchObject({
      title: `${RUN} v1`,
      description: "<p>First text</p>",
      category: ["Payroll"],
    });
    const after = (await revisionsOf(id)).json.revisions.map((revision) => revision.title);
    expect(after).toEqual([`${RUN} v3`, `${RUN} v2`, `${RUN} v1`]);
  });

  it("keeps the last 50 per post", async () => {
    const fields = blogFields(RUN);
    const id = await addBlogThroughApi(admin.token, fields);
    const base = Date.now() - 3_600_000;
    await BlogRevision.insertMany(
      Array.from({ length: 55 }, (_, n) => ({
        blog: id,
        title: `${RUN} old ${n}`,
        savedAt: new Date(base + n * 1000),
        savedBy: { name: "Old" },
      })),
    );
    expect((await updateBlogThroughApi(admin.token, id, fields)).status).toBe(200);
    const revisions = (await revisionsOf(id)).json.revisions;
    expect(revisions).toHaveLength(50);
    expect(revisions.at(-1)?.title).toBe(`${RUN} old 6`);
    expect(await BlogRevision.countDocuments({ blog: id })).toBe(50);
  });

  it("404 for an unknown post or revision, or a revision of another post; 400 for malformed ids", async () => {
    const a = await addBlogThroughApi(admin.token, blogFields(RUN));
    const b = await addBlogThroughApi(admin.token, blogFields(RUN));
    await updateBlogThroughApi(admin.token, a, blogFields(RUN));
    const revisionOfA = (await revisionsOf(a)).json.revisions[0]!._id;

    const cases: Array<[string, string, number]> = [
      ["GET", `/api/admin/blog/${SAMPLE_ID}/revisions`, 404],
      ["GET", `/api/admin/blog/${a}/revisions/${SAMPLE_ID}`, 404],
      ["GET", `/api/admin/blog/${b}/revisions/${revisionOfA}`, 404],
      ["POST", `/api/admin/blog/${b}/restore/${revisionOfA}`, 404],
      ["POST", `/api/admin/blog/${SAMPLE_ID}/restore/${revisionOfA}`, 404],
      ["GET", "/api/admin/blog/nope/revisions", 400],
      ["POST", `/api/admin/blog/${a}/restore/nope`, 400],
    ];
    for (const [method, path, status] of cases) {
      const response = await api(path, { method, token: admin.token });
      expect([path, response.status, response.json.success]).toEqual([path, status, false]);
    }
  });

  it("401 without a token, 403 on another role's path", async () => {
    const id = await addBlogThroughApi(admin.token, blogFields(RUN));
    expect((await api(`/api/admin/blog/${id}/revisions`)).status).toBe(401);
    expect((await api(`/api/admin/blog/${id}/revisions`, { token: profile.token })).status).toBe(403);
  });
});
