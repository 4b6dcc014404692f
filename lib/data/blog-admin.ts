// The back-office side of blogs: writing, publishing, deleting and the staff listings.
import "server-only";
import { recordAudit } from "@/lib/data/audit";
import { notFound } from "@/lib/errors";
import { blogTextFields } from "@/lib/blog-text";
import { blogChangeTags } from "@/lib/cache/public-tags";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { deleteStoredImage } from "@/lib/data/images";
import type { SessionUser } from "@/lib/data/users";
import type { CreateBlogInput } from "@/lib/validations/blog-admin";
import { countMatching, findPage } from "@/lib/data/paginate";
import { Blog, type BlogDoc } from "@/models/Blog";
import { Comment } from "@/models/Comment";

const BLOG_NOT_FOUND = "Blog not found";
const DASHBOARD_RECENT_BLOGS = 5;
/** The list columns only: staff tables never load blog bodies. */
const ROW_FIELDS = "title subTitle image author.name category isPublished isFromRss rssSource createdAt";

export type AdminBlogRow = {
  _id: string;
  title: string;
  subTitle: string;
  image?: string;
  author: { name: string };
  category: string[];
  isPublished: boolean;
  isFromRss: boolean;
  rssSource?: string;
  createdAt: string;
};

type BlogRowDoc = {
  _id: unknown;
  title: string;
  subTitle: string;
  image?: string | null;
  author?: { name?: string | null } | null;
  category?: string[] | null;
  isPublished?: boolean | null;
  isFromRss?: boolean | null;
  rssSource?: string | null;
  createdAt?: Date | null;
};

function toRow(doc: BlogRowDoc): AdminBlogRow {
  return {
    _id: String(doc._id),
    title: doc.title,
    subTitle: doc.subTitle,
    ...(doc.image ? { image: doc.image } : {}),
    author: { name: doc.author?.name ?? "" },
    category: doc.category ?? [],
    isPublished: doc.isPublished === true,
    isFromRss: doc.isFromRss === true,
    ...(doc.rssSource ? { rssSource: doc.rssSource } : {}),
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
  };
}

export async function createBlog(
  input: CreateBlogInput,
  author: SessionUser,
  image?: string,
): Promise<{ _id: string }> {
  await connectDb();
  const blog = await Blog.create({
    title: input.title,
    subTitle: input.subTitle,
    ...blogTextFields(input),
    category: [...new Set(input.category)],
    isPublished: input.isPublished,
    author: { name: author.name, user: author.id },
    ...(image ? { image } : {}),
  });
  const blogId = String(blog._id);
  if (blog.isPublished) await invalidatePublicCache(blogChangeTags(blogId, blog.category));
  await recordAudit(author, "blog.create", { type: "blog", id: blogId, summary: input.title });
  return { _id: blogId };
}

/** Every blog, newest first, one page at a time (imports can hold tens of thousands). */
export type StaffBlogPage = Awaited<ReturnType<typeof listAllBlogs>>;
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

export async function listAllBlogs(page: number, limit: number) {
  await connectDb();
  const { docs, pagination } = await findPage<BlogDoc, BlogRowDoc>(
    Blog,
    {},
    { page, pageSize: limit, select: ROW_FIELDS },
  );
  return {
    blogs: docs.map(toRow),
    pagination: { total: pagination.total, totalPages: pagination.totalPages, page, limit },
  };
}

/** Flips a blog between Published and Unpublished; returns the new state. */
export async function togglePublish(id: string, actor: SessionUser): Promise<boolean> {
  await connectDb();
  // findAndModify with a projection is not supported by FerretDB: read, then a conditional update.
  const blog = await Blog.findById(id).select("isPublished category").lean();
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  const next = blog.isPublished !== true;
  const result = await Blog.updateOne(
    { _id: id, isPublished: blog.isPublished },
    { $set: { isPublished: next } },
  );
  if (result.matchedCount === 1) {
    await invalidatePublicCache(blogChangeTags(id, blog.category ?? []));
    await recordAudit(actor, next ? "blog.publish" : "blog.unpublish", { type: "blog", id });
    return next;
  }
  // A concurrent toggle changed it first: report what is stored now.
  const current = await Blog.findById(id).select("isPublished").lean();
  if (!current) throw notFound(BLOG_NOT_FOUND);
  return current.isPublished === true;
}

/** Deletes a blog with its comments and its uploaded image. */
export async function deleteBlog(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const blog = await Blog.findById(id).select("image isPublished category").lean();
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  const { deletedCount } = await Blog.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound(BLOG_NOT_FOUND);
  await Comment.deleteMany({ blog: id });
  if (blog.image) await deleteStoredImage(blog.image);
  if (blog.isPublished) await invalidatePublicCache(blogChangeTags(id, blog.category ?? []));
  await recordAudit(actor, "blog.delete", { type: "blog", id });
}

export async function dashboardData() {
  await connectDb();
  const [blogs, comments, drafts, recent] = await Promise.all([
    countMatching(Blog, {}),
    countMatching(Comment, {}),
    countMatching(Blog, { isPublished: false }),
    Blog.find({})
      .select(ROW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .limit(DASHBOARD_RECENT_BLOGS)
      .lean<BlogRowDoc[]>(),
  ]);
  return { blogs, comments, drafts, recentBlogs: recent.map(toRow) };
}
