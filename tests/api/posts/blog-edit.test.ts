// PUT /api/blog/update-blog/{id} and GET /api/{role}/blog/{id}: an edit is validated and sanitized
// like add-blog, replaces or removes the image, shows on the public pages at once and is audited.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "@/models/AuditLog";
import { Blog } from "@/models/Blog";
import { Image } from "@/models/Image";
import { User } from "@/models/User";
import { asFile, pngFile } from "../../fixtures/images";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { addBlogThroughApi, blogFields, pageText, updateBlogThroughApi } from "../../helpers/blog-forms";
import { connectAroundFile } from "../../helpers/db-hooks";
import { SAMPLE_ID } from "../../helpers/protected-routes";
import { api, baseUrl } from "../../helpers/server";

connectAroundFile();

const RUN = `edit${randomBytes(4).toString("hex")}`;
let admin: TestUser;
let profile: TestUser;

beforeAll(async () => {
  admin = await createStaffUser("admin");
  profile = await createStaffUser("profile");
});

afterAll(async () => {
  await Blog.deleteMany({ title: { $regex: RUN } });
  await User.deleteMany({ _id: { $in: [admin.id, profile.id] } });
});

type Editable = {
  _id: string;
  title: string;
  subTitle: string;
  description: string;
  category: string[];
  image: string | null;
  author: { name: string };
  isPublished: boolean;
  status: string;
  publishAt: string | null;
};

describe("PUT /api/blog/update-blog/{id}", () => {
  it("saves an edit that the article, the API and the listing show on the next request", async () => {
    const original = blogFields(RUN, { isPublished: true, category: ["Benefits"] });
    const id = await addBlogThroughApi(admin.token, original);
    // Cache the public copies first.
    expect((await pageText(baseUrl(), `/blog/${id}`)).text).toContain(original.title);
    expect((await api(`/api/blog/${id}`)).status).toBe(200);

    const title = `${RUN} corrected title`;
    const response = await updateBlogThroughApi(profile.token, id, {
      ...original,
      title,
      subTitle: "A better sub title",
      description: '<p onclick="x()">Fixed <script>alert(1)</script>typo</p>',
      category: ["Payroll", "Benefits"],
    });
    expect(response.status, response.json.message).toBe(200);
    expect(response.json).toMatchObject({
      success: true,
      blog: { _id: id, status: "published", publishAt: null },
    });

    const article = await pageText(baseUrl(), `/blog/${id}`);
    expect(article.text).toContain(title);
    expect(article.text).toContain("A better sub title");
    expect(article.text).not.toContain(original.title);
    const apiBlog = await api<{ blog: { title: string; description: string } }>(`/api/blog/${id}`);
    expect(apiBlog.json.blog.title).toBe(title);
    expect(apiBlog.json.blog.description).toBe("<p>Fixed typo</p>");
    const listing = await api<{ blogs: Array<{ _id: string; title: string }> }>(
      `/api/blog/all?category=Payroll&search=${RUN}`,
    );
    expect(listing.json.blogs.find((blog) => blog._id === id)?.title).toBe(title);

    const audit = await AuditLog.findOne({ action: "blog.update", targetId: id }).lean();
    expect(audit).toMatchObject({ userId: profile.id, summary: title });
  });

  it("pre-fills the edit screen through GET /api/{role}/blog/{id}, drafts included", async () => {
    const fields = blogFields(RUN, { author: "Guest Writer", category: ["Payroll", "Benefits"] });
    const id = await addBlogThroughApi(admin.token, fields);
    const response = await api<{ blog: Editable }>(`/api/profile/blog/${id}`, { token: profile.token });
    expect(response.status).toBe(200);
    expect(response.json.blog).toMatchObject({
      _id: id,
      title: fields.title,
      subTitle: fields.subTitle,
      description: "<p>Body</p>",
      category: ["Payroll", "Benefits"],
      author: { name: "Guest Writer" },
      isPublished: false,
      status: "unpublished",
      image: null,
    });
    expect((await api(`/api/admin/blog/${SAMPLE_ID}`, { token: admin.token })).status).toBe(404);
    expect((await api("/api/admin/blog/not-an-id", { token: admin.token })).status).toBe(400);
  });

  it("replaces the image (the old one is deleted) and removes it on request", async () => {
    const fields = blogFields(RUN);
    const id = await addBlogThroughApi(admin.token, fields);
    const png = asFile(await pngFile(), "one.png", "image/png");
    const first = await updateBlogThroughApi(admin.token, id, fields, png);
    expect(first.status, first.json.message).toBe(200);
    const withImage = await Blog.findById(id).select("image").lean();
    expect(withImage?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);

    const second = await updateBlogThroughApi(
      admin.token,
      id,
      fields,
      asFile(await pngFile(50, 20), "two.png", "image/png"),
    );
    expect(second.status).toBe(200);
    const replaced = await Blog.findById(id).select("image").lean();
    expect(replaced?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);
    expect(replaced?.image).not.toBe(withImage?.image);
    expect(await Image.exists({ _id: withImage!.image!.split("/").pop()! })).toBeNull();

    const removed = await updateBlogThroughApi(admin.token, id, { ...fields, removeImage: true });
    expect(removed.status).toBe(200);
    expect((await Blog.findById(id).select("image").lean())?.image).toBeUndefined();
    expect(await Image.exists({ _id: replaced!.image!.split("/").pop()! })).toBeNull();
  });

  it("edits an RSS-imported post too", async () => {
    const imported = await Blog.create({
      title: `${RUN} imported`,
      subTitle: "From a feed",
      author: { name: "Feed" },
      isPublished: true,
      isFromRss: true,
      rssSource: `https://example.com/${RUN}`,
    });
    const response = await updateBlogThroughApi(admin.token, String(imported._id), {
      title: `${RUN} imported and edited`,
      subTitle: "From a feed",
      description: "<p>Our summary</p>",
      category: ["HR Technology"],
      isPublished: true,
    });
    expect(response.status).toBe(200);
    const stored = await Blog.findById(imported._id).lean();
    expect(stored).toMatchObject({
      title: `${RUN} imported and edited`,
      isFromRss: true,
      rssSource: `https://example.com/${RUN}`,
      author: { name: "Feed" },
    });
  });

  it("unpublishing by saving takes the post off the public pages", async () => {
    const fields = blogFields(RUN, { isPublished: true });
    const id = await addBlogThroughApi(admin.token, fields);
    expect((await pageText(baseUrl(), `/blog/${id}`)).status).toBe(200);
    expect((await updateBlogThroughApi(admin.token, id, { ...fields, isPublished: false })).status).toBe(200);
    expect((await pageText(baseUrl(), `/blog/${id}`)).status).toBe(404);
    expect((await api(`/api/blog/${id}`)).status).toBe(404);
  });

  it.each([
    ["a missing blog field", undefined, "The blog field is required"],
    ["malformed JSON", "{not json", "The blog field must be valid JSON"],
    ["an empty title", { title: " ", subTitle: "x", isPublished: false }, "Title is required"],
    ["an unknown category", { title: "x", subTitle: "x", category: ["Astrology"] }, "Unknown category"],
    [
      "a non-boolean isPublished",
      { title: "x", subTitle: "x", isPublished: "yes" },
      "isPublished must be true or false",
    ],
    [
      "a publishAt that is not ISO 8601",
      { title: "x", subTitle: "x", isPublished: true, publishAt: "next monday" },
      "publishAt must be an ISO 8601 date-time, e.g. 2026-11-24T09:00:00Z",
    ],
    [
      "a non-boolean removeImage",
      { title: "x", subTitle: "x", removeImage: "yes" },
      "removeImage must be true or false",
    ],
  ])("400 for %s", async (_name, blog, message) => {
    const id = await addBlogThroughApi(admin.token, blogFields(RUN));
    const form = new FormData();
    if (blog !== undefined) form.append("blog", typeof blog === "string" ? blog : JSON.stringify(blog));
    const response = await api(`/api/blog/update-blog/${id}`, { method: "PUT", form, token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("400 for a malformed id, 404 for an unknown one, 400 for a non-multipart body", async () => {
    const fields = blogFields(RUN);
    expect((await updateBlogThroughApi(admin.token, "not-an-id", fields)).status).toBe(400);
    const missing = await updateBlogThroughApi(admin.token, SAMPLE_ID, fields);
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Blog not found" });
    const json = await api(`/api/blog/update-blog/${SAMPLE_ID}`, {
      method: "PUT",
      body: fields,
      token: admin.token,
    });
    expect(json.status).toBe(400);
  });

  it("401 without a token and for a deactivated account", async () => {
    const fields = blogFields(RUN);
    const id = await addBlogThroughApi(admin.token, fields);
    expect((await updateBlogThroughApi("", id, fields)).status).toBe(401);
    const leaving = await createStaffUser("profile");
    await User.updateOne({ _id: leaving.id }, { $set: { active: false } });
    expect((await updateBlogThroughApi(leaving.token, id, fields)).status).toBe(401);
  });
});

describe("the author", () => {
  it("is the signed-in staff member unless the form names one, and the Blogs Vault filters by it", async () => {
    const named = `${RUN} Named Author`;
    const mine = await addBlogThroughApi(profile.token, blogFields(RUN));
    const theirs = await addBlogThroughApi(profile.token, blogFields(RUN, { author: named }));
    expect((await Blog.findById(mine).lean())?.author?.name).toBe("Test profile");
    expect((await Blog.findById(theirs).lean())?.author?.name).toBe(named);

    const filtered = await api<{
      blogs: Array<{ _id: string; author: { name: string } }>;
      authors: string[];
    }>(`/api/profile/blogs?author=${encodeURIComponent(named)}`, { token: profile.token });
    expect(filtered.status).toBe(200);
    expect(filtered.json.blogs.map((blog) => blog._id)).toEqual([theirs]);
    expect(filtered.json.authors).toContain(named);
    expect(filtered.json.authors).toContain("Test profile");
  });
});
