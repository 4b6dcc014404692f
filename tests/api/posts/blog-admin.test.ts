import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Image } from "@/models/Image";
import { User } from "@/models/User";
import { asFile, pngFile } from "../../fixtures/images";
import { createStaffUser, type TestUser } from "../../helpers/auth";
import { connectAroundFile } from "../../helpers/db-hooks";
import { api } from "../../helpers/server";
import { appFetch } from "../../helpers/cache-log";

connectAroundFile();

const RUN = randomBytes(4).toString("hex");
const UNKNOWN_ID = "0123456789abcdef01234567";

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

function blogForm(blog: unknown, image?: File): FormData {
  const form = new FormData();
  form.append("blog", typeof blog === "string" ? blog : JSON.stringify(blog));
  if (image) form.append("image", image);
  return form;
}

async function addBlog(fields: Record<string, unknown> = {}, token = admin.token) {
  const blog = {
    title: `Blog ${RUN} ${randomBytes(3).toString("hex")}`,
    subTitle: "A sub title",
    description: "<p>Body</p>",
    category: ["Payroll"],
    isPublished: false,
    ...fields,
  };
  const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", {
    form: blogForm(blog),
    token,
  });
  expect(response.status, response.json.message).toBe(201);
  return { id: response.json.blog._id, title: blog.title };
}

describe("POST /api/blog/add-blog", () => {
  it("stores a blog with a sanitized description, derived fields, its author and an uploaded image", async () => {
    const title = `Written ${RUN}`;
    const form = blogForm(
      {
        title,
        subTitle: "Why it matters",
        description:
          '<h2>Intro</h2><p onclick="steal()">Hello <script>alert(1)</script><a href="javascript:x">link</a></p>',
        category: ["HR Technology", "Payroll"],
        isPublished: true,
      },
      asFile(await pngFile(), "cover.png", "image/png"),
    );
    const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", {
      form,
      token: profile.token,
    });
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ success: true, message: "Blog added successfully" });

    const stored = await Blog.findById(response.json.blog._id).select("+searchText").lean();
    expect(stored).toMatchObject({
      title,
      subTitle: "Why it matters",
      isPublished: true,
      category: ["HR Technology", "Payroll"],
    });
    expect(stored?.description).toContain("<h2>Intro</h2>");
    expect(stored?.description).not.toMatch(/script|onclick|javascript/);
    expect(stored?.excerpt).toContain("Intro");
    expect(stored?.searchText).toContain(title.toLowerCase());
    expect(stored?.author?.name).toBe("Test profile");
    expect(String(stored?.author?.user)).toBe(profile.id);
    expect(stored?.image).toMatch(/^\/api\/images\/[a-f0-9]{24}$/);

    const image = await appFetch(`${process.env.APP_URL}${stored?.image}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("fills defaults: no image, empty description, unpublished, a single category string", async () => {
    const title = `Defaults ${RUN}`;
    const response = await api<{ blog: { _id: string } }>("/api/blog/add-blog", {
      form: blogForm({ title, subTitle: "Sub", category: "Benefits" }),
      token: admin.token,
    });
    expect(response.status).toBe(201);
    const stored = await Blog.findById(response.json.blog._id).lean();
    expect(stored).toMatchObject({ description: "", isPublished: false, category: ["Benefits"] });
    expect(stored?.image).toBeUndefined();
  });

  it.each([
    ["no blog field", () => new FormData(), "The blog field is required"],
    ["invalid JSON", () => blogForm("{oops"), "The blog field must be valid JSON"],
    ["a JSON array", () => blogForm("[1]"), "The blog field must be a JSON object"],
    ["a missing title", () => blogForm({ subTitle: "Sub" }), "Title is required"],
    ["a blank title", () => blogForm({ title: "   ", subTitle: "Sub" }), "Title is required"],
    ["a missing sub title", () => blogForm({ title: "T" }), "Sub title is required"],
    [
      "an unknown category",
      () => blogForm({ title: "T", subTitle: "S", category: ["All"] }),
      "Unknown category",
    ],
    [
      "a non-boolean isPublished",
      () => blogForm({ title: "T", subTitle: "S", isPublished: "yes" }),
      "isPublished must be true or false",
    ],
    [
      "a title over 300 characters",
      () => blogForm({ title: "x".repeat(301), subTitle: "S" }),
      "Title must be at most 300 characters",
    ],
  ])("400 for %s", async (_name, makeForm, message) => {
    const response = await api("/api/blog/add-blog", { form: makeForm(), token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ success: false, message });
  });

  it("400 when the body is JSON instead of multipart", async () => {
    const response = await api("/api/blog/add-blog", {
      body: { title: "T", subTitle: "S" },
      token: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.json.success).toBe(false);
  });

  it("400 when the image field is text", async () => {
    const form = blogForm({ title: `T ${RUN}`, subTitle: "S" });
    form.append("image", "not-a-file");
    const response = await api("/api/blog/add-blog", { form, token: admin.token });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe("The image must be sent as a file");
  });
});

describe("POST /api/blog/toggle-publish/{id}", () => {
  it("flips the blog between published and unpublished", async () => {
    const { id } = await addBlog({ isPublished: false });
    const first = await api("/api/blog/toggle-publish/" + id, { method: "POST", token: admin.token });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ success: true, message: "Blog published", isPublished: true });
    expect((await Blog.findById(id).lean())?.isPublished).toBe(true);

    const second = await api("/api/blog/toggle-publish/" + id, { method: "POST", token: profile.token });
    expect(second.json).toEqual({ success: true, message: "Blog unpublished", isPublished: false });
    expect((await Blog.findById(id).lean())?.isPublished).toBe(false);
  });

  it("404 for an unknown blog, 400 for a malformed id", async () => {
    const missing = await api(`/api/blog/toggle-publish/${UNKNOWN_ID}`, {
      method: "POST",
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ success: false, message: "Blog not found" });
    const malformed = await api("/api/blog/toggle-publish/not-an-id", { method: "POST", token: admin.token });
    expect(malformed.status).toBe(400);
    expect(malformed.json).toEqual({ success: false, message: "Invalid id" });
  });
});

describe("POST /api/blog/delete/{id}", () => {
  it("deletes the blog, its comments and its uploaded image", async () => {
    const form = blogForm(
      { title: `Doomed ${RUN}`, subTitle: "S" },
      asFile(await pngFile(), "a.png", "image/png"),
    );
    const created = await api<{ blog: { _id: string } }>("/api/blog/add-blog", { form, token: admin.token });
    const id = created.json.blog._id;
    const imageId = (await Blog.findById(id).lean())?.image?.split("/").pop();
    await Comment.create([
      { blog: id, name: "A", content: "one", isApproved: true },
      { blog: id, name: "B", content: "two", isApproved: false },
    ]);
    const other = await addBlog();
    await Comment.create({ blog: other.id, name: "C", content: "stays", isApproved: true });

    const response = await api(`/api/blog/delete/${id}`, { method: "POST", token: profile.token });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ success: true, message: "Blog deleted" });
    expect(await Blog.exists({ _id: id })).toBeNull();
    expect(await Comment.countDocuments({ blog: id })).toBe(0);
    expect(await Comment.countDocuments({ blog: other.id })).toBe(1);
    expect(await Image.exists({ _id: imageId })).toBeNull();

    const again = await api(`/api/blog/delete/${id}`, { method: "POST", token: admin.token });
    expect(again.status).toBe(404);
    await Comment.deleteMany({ blog: other.id });
  });

  it("400 for a malformed id", async () => {
    const response = await api("/api/blog/delete/xyz", { method: "POST", token: admin.token });
    expect(response.status).toBe(400);
  });
});

type BlogsAnswer = {
  blogs: Array<{ _id: string; title: string; isPublished: boolean; createdAt: string; description?: string }>;
  pagination: { total: number; totalPages: number };
};

describe("GET /api/{role}/blogs", () => {
  it("lists every blog, published or not, newest first, without bodies", async () => {
    const draft = await addBlog({ isPublished: false });
    const live = await addBlog({ isPublished: true });
    const response = await api<BlogsAnswer>("/api/admin/blogs", { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.json.success).toBe(true);
    const ids = response.json.blogs.map((blog) => blog._id);
    expect(ids.slice(0, 2)).toEqual([live.id, draft.id]);
    expect(response.json.blogs[1]).toMatchObject({ title: draft.title, isPublished: false });
    expect(response.json.blogs[0]?.description).toBeUndefined();
    const { total, totalPages } = response.json.pagination;
    expect(total).toBe(await Blog.countDocuments());
    expect(totalPages).toBe(Math.ceil(total / 50));
    expect(response.json.blogs.length).toBe(Math.min(total, 50));
  });

  it("pages with page and limit (limit capped at 200)", async () => {
    await addBlog();
    await addBlog();
    const total = await Blog.countDocuments();
    const first = await api<BlogsAnswer>("/api/profile/blogs?page=1&limit=1", { token: profile.token });
    const second = await api<BlogsAnswer>("/api/profile/blogs?page=2&limit=1", { token: profile.token });
    expect(first.json.blogs).toHaveLength(1);
    expect(second.json.blogs).toHaveLength(1);
    expect(first.json.blogs[0]?._id).not.toBe(second.json.blogs[0]?._id);
    expect(first.json.pagination).toMatchObject({ total, totalPages: total });

    const capped = await api<BlogsAnswer>("/api/admin/blogs?limit=5000", { token: admin.token });
    expect(capped.json.pagination.totalPages).toBe(Math.ceil(total / 200));
    const beyond = await api<BlogsAnswer>("/api/admin/blogs?page=99999", { token: admin.token });
    expect(beyond.status).toBe(200);
    expect(beyond.json.blogs).toEqual([]);
    const junk = await api<BlogsAnswer>("/api/admin/blogs?page=abc&limit=-3", { token: admin.token });
    expect(junk.status).toBe(200);
  });

  it("404 for an unknown role segment", async () => {
    const response = await api("/api/editor/blogs", { token: admin.token });
    expect(response.status).toBe(404);
  });
});

type DashboardAnswer = {
  dashboardData: {
    blogs: number;
    comments: number;
    drafts: number;
    recentBlogs: Array<{ _id: string; title: string }>;
  };
};

describe("GET /api/{role}/dashboard", () => {
  it("counts blogs, comments and drafts and lists the latest blogs", async () => {
    const before = await api<DashboardAnswer>("/api/admin/dashboard", { token: admin.token });
    expect(before.status).toBe(200);
    const draft = await addBlog({ isPublished: false });
    await Comment.create({ blog: draft.id, name: "N", content: "c", isApproved: false });
    const published = await addBlog({ isPublished: true });

    const after = await api<DashboardAnswer>("/api/profile/dashboard", { token: profile.token });
    expect(after.status).toBe(200);
    const data = after.json.dashboardData;
    expect(data.blogs).toBe(before.json.dashboardData.blogs + 2);
    expect(data.drafts).toBe(before.json.dashboardData.drafts + 1);
    expect(data.comments).toBe(before.json.dashboardData.comments + 1);
    expect(data.recentBlogs.slice(0, 2).map((blog) => blog._id)).toEqual([published.id, draft.id]);
    expect(data.blogs).toBe(await Blog.countDocuments());
    expect(data.drafts).toBe(await Blog.countDocuments({ isPublished: false }));
    await Comment.deleteMany({ blog: draft.id });
  });
});
