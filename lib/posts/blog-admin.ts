// The back-office side of blogs: writing, editing, scheduling, publishing, deleting and the staff
// listings.
import "server-only";
import { recordAudit } from "@/lib/staff/audit";
import { BLOG_NOT_FOUND } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { blogTextFields } from "@/lib/posts/blog-text";
import { blogChangeTags } from "@/lib/cache/public-tags";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { deleteStoredImage } from "@/lib/images/images";
import { storedImageUrl } from "@/lib/images/stored-url";
import type { SessionUser } from "@/lib/staff/users";
import type { CreateBlogInput, UpdateBlogInput } from "@/lib/posts/blog-admin-schemas";
import { countMatching, findPage } from "@/lib/db-paginate";
import { Blog, type BlogDoc } from "@/models/Blog";
import { BlogRevision } from "@/models/BlogRevision";
import { BlogSchedule } from "@/models/BlogSchedule";
import { Comment } from "@/models/Comment";
import { blogStatus, isPublicBlog, type BlogStatus } from "./blog-visibility";
import { cancelSchedule, saveSchedule } from "./blog-schedule";
import { recordRevision } from "./blog-revisions";
import { emitWebhookEvent, postChangeEvent } from "../integrations/webhooks";

const DASHBOARD_RECENT_BLOGS = 5;
/** The list columns only: staff tables never load blog bodies. */
const ROW_FIELDS =
  "title subTitle image author.name category isPublished publishAt isFromRss rssSource createdAt";

export type AdminBlogRow = {
  _id: string;
  title: string;
  subTitle: string;
  image?: string;
  author: { name: string };
  category: string[];
  isPublished: boolean;
  /** Published, Scheduled (with `publishAt`) or Unpublished. */
  status: BlogStatus;
  publishAt?: string;
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
  publishAt?: Date | null;
  isFromRss?: boolean | null;
  rssSource?: string | null;
  createdAt?: Date | null;
};

function toRow(doc: BlogRowDoc): AdminBlogRow {
  const status = blogStatus(doc);
  return {
    _id: String(doc._id),
    title: doc.title,
    subTitle: doc.subTitle,
    ...(doc.image ? { image: doc.image } : {}),
    author: { name: doc.author?.name ?? "" },
    category: doc.category ?? [],
    isPublished: doc.isPublished === true,
    status,
    ...(status === "scheduled" && doc.publishAt ? { publishAt: new Date(doc.publishAt).toISOString() } : {}),
    isFromRss: doc.isFromRss === true,
    ...(doc.rssSource ? { rssSource: doc.rssSource } : {}),
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
  };
}

/** A future publication time when the post is to be scheduled, else null (published now or a draft). */
function scheduledTime(input: { isPublished: boolean; publishAt?: string }, now: Date): Date | null {
  if (!input.isPublished || !input.publishAt) return null;
  const at = new Date(input.publishAt);
  return at.getTime() > now.getTime() ? at : null;
}

const editor = (actor: SessionUser) => ({ name: actor.name, user: actor.id });

export async function createBlog(
  input: CreateBlogInput,
  author: SessionUser,
  image?: string,
): Promise<{ _id: string }> {
  await connectDb();
  const publishAt = scheduledTime(input, new Date());
  const blog = await Blog.create({
    title: input.title,
    subTitle: input.subTitle,
    ...blogTextFields(input),
    category: [...new Set(input.category)],
    isPublished: input.isPublished,
    // A scheduled post is dated by its publication: readers see that as its date.
    ...(publishAt ? { publishAt, createdAt: publishAt } : {}),
    author: { name: input.author ?? author.name, user: author.id },
    lastEditedBy: editor(author),
    ...(image ? { image } : {}),
  });
  const blogId = String(blog._id);
  if (publishAt) await saveSchedule(blogId, publishAt);
  if (blog.isPublished) await invalidatePublicCache(blogChangeTags(blogId, blog.category));
  if (blog.isPublished && !publishAt) emitWebhookEvent("post.published", { id: blogId, title: input.title });
  await recordAudit(author, "blog.create", {
    type: "blog",
    id: blogId,
    summary: publishAt ? `${input.title} (scheduled for ${publishAt.toISOString()})` : input.title,
  });
  return { _id: blogId };
}

/** What the edit screen loads: every field the editor shows. */
export type EditableBlog = {
  _id: string;
  title: string;
  subTitle: string;
  description: string;
  category: string[];
  image: string | null;
  author: { name: string };
  isPublished: boolean;
  status: BlogStatus;
  publishAt: string | null;
  isFromRss: boolean;
  rssSource: string | null;
  createdAt: string;
  updatedAt: string;
};

type FullBlogDoc = BlogRowDoc & {
  description?: string | null;
  updatedAt?: Date | null;
  lastEditedBy?: { name?: string | null; user?: unknown } | null;
  author?: { name?: string | null; user?: unknown } | null;
};

const FULL_FIELDS = `${ROW_FIELDS} description updatedAt lastEditedBy author`;

export async function getBlogForEdit(id: string): Promise<EditableBlog> {
  await connectDb();
  const doc = await Blog.findById(id).select(FULL_FIELDS).lean<FullBlogDoc>();
  if (!doc) throw notFound(BLOG_NOT_FOUND);
  const row = toRow(doc);
  return {
    _id: row._id,
    title: row.title,
    subTitle: row.subTitle,
    description: doc.description ?? "",
    category: row.category,
    image: storedImageUrl(doc.image),
    author: row.author,
    isPublished: row.isPublished,
    status: row.status,
    publishAt: doc.publishAt ? new Date(doc.publishAt).toISOString() : null,
    isFromRss: row.isFromRss,
    rssSource: row.rssSource ?? null,
    createdAt: row.createdAt,
    updatedAt: (doc.updatedAt ?? doc.createdAt ?? new Date(0)).toISOString(),
  };
}

type TextChange = { title: string; subTitle: string; description: string; category: string[] };
type PublicationChange = { isPublished: boolean; publishAt?: string };
type ImageChange = { image?: string; removeImage?: boolean };

/**
 * One save of an existing post: keeps the version it replaces as a revision, writes the new text
 * (and, when given, the publication state and image), and expires what readers see of it.
 */
async function saveBlog(
  id: string,
  actor: SessionUser,
  text: TextChange,
  publication: PublicationChange | null,
  imageChange: ImageChange,
  extra: { author?: string } = {},
): Promise<{ status: BlogStatus; publishAt: Date | null }> {
  await connectDb();
  const current = await Blog.findById(id).select(FULL_FIELDS).lean<FullBlogDoc>();
  if (!current) throw notFound(BLOG_NOT_FOUND);
  const now = new Date();
  await recordRevision(id, {
    title: current.title,
    subTitle: current.subTitle,
    description: current.description ?? "",
    category: current.category ?? [],
    savedAt: current.updatedAt ?? current.createdAt ?? now,
    savedBy: {
      name: current.lastEditedBy?.name || current.author?.name || "",
      ...(current.lastEditedBy?.user ? { user: current.lastEditedBy.user } : {}),
    },
  });

  const set: Record<string, unknown> = {
    title: text.title,
    subTitle: text.subTitle,
    ...blogTextFields(text),
    category: [...new Set(text.category)],
    lastEditedBy: editor(actor),
  };
  const unset: Record<string, 1> = {};
  if (extra.author) set["author.name"] = extra.author;

  const wasScheduled = blogStatus(current, now) === "scheduled";
  let publishAt: Date | null = wasScheduled && current.publishAt ? new Date(current.publishAt) : null;
  let isPublished = current.isPublished === true;
  if (publication) {
    isPublished = publication.isPublished;
    publishAt = scheduledTime(publication, now);
    set.isPublished = isPublished;
    if (publishAt) {
      set.publishAt = publishAt;
      set.createdAt = publishAt;
    } else {
      unset.publishAt = 1;
      // Leaving the schedule (published now, or back to a draft): dated now, not at the cancelled time.
      if (wasScheduled) set.createdAt = now;
    }
  }
  if (imageChange.image) set.image = imageChange.image;
  else if (imageChange.removeImage) unset.image = 1;

  const update: Record<string, unknown> = { $set: set };
  if (Object.keys(unset).length > 0) update.$unset = unset;
  // createdAt is immutable for mongoose's timestamps; scheduling is the one writer that moves it.
  const result = await Blog.updateOne({ _id: id }, update, { overwriteImmutable: true });
  if (result.matchedCount === 0) throw notFound(BLOG_NOT_FOUND);

  if (publication) {
    if (publishAt) await saveSchedule(id, publishAt);
    else if (wasScheduled) await cancelSchedule(id);
  }
  const replacedImage = current.image && (imageChange.image || imageChange.removeImage);
  if (replacedImage && current.image) await deleteStoredImage(current.image);
  await invalidatePublicCache(blogChangeTags(id, [...(current.category ?? []), ...text.category]));
  const status = blogStatus({ isPublished, publishAt }, now);
  const event = postChangeEvent(isPublicBlog(current, now), status === "published");
  if (event) emitWebhookEvent(event, { id, title: text.title });
  return { status, publishAt };
}

/** PUT /api/blog/update-blog/{id}: the add-blog fields, an optional new image or its removal. */
export async function updateBlog(
  id: string,
  input: UpdateBlogInput,
  actor: SessionUser,
  image?: string,
): Promise<{ _id: string; status: BlogStatus; publishAt: string | null }> {
  const saved = await saveBlog(
    id,
    actor,
    input,
    { isPublished: input.isPublished, publishAt: input.publishAt },
    { image, removeImage: input.removeImage },
    { author: input.author },
  );
  await recordAudit(actor, "blog.update", {
    type: "blog",
    id,
    summary:
      saved.status === "scheduled" && saved.publishAt
        ? `${input.title} (scheduled for ${saved.publishAt.toISOString()})`
        : input.title,
  });
  return { _id: id, status: saved.status, publishAt: saved.publishAt?.toISOString() ?? null };
}

/** Puts a revision's text back (itself a save: the text it replaces becomes a revision). */
export async function restoreRevisionText(id: string, text: TextChange, actor: SessionUser): Promise<void> {
  await saveBlog(id, actor, text, null, {});
}

/** Every blog, newest first, one page at a time (imports can hold tens of thousands). */
export type StaffBlogPage = Awaited<ReturnType<typeof listAllBlogs>>;
export type DashboardData = Awaited<ReturnType<typeof dashboardData>>;

export async function listAllBlogs(page: number, limit: number, author?: string) {
  await connectDb();
  const filter = author ? { "author.name": author } : {};
  const [{ docs, pagination }, authors] = await Promise.all([
    findPage<BlogDoc, BlogRowDoc>(Blog, filter, { page, pageSize: limit, select: ROW_FIELDS }),
    listBlogAuthors(),
  ]);
  return {
    blogs: docs.map(toRow),
    authors,
    pagination: { total: pagination.total, totalPages: pagination.totalPages, page, limit },
  };
}

/** The names posts are signed with, for the Blogs Vault's author filter. */
export async function listBlogAuthors(): Promise<string[]> {
  await connectDb();
  const names = (await Blog.distinct("author.name")) as unknown[];
  return names
    .filter((name): name is string => typeof name === "string" && name !== "")
    .sort((a, b) => a.localeCompare(b));
}

/** Flips a blog between Published and Unpublished; returns the new state. Unpublishing a
 * scheduled post cancels its schedule. */
export async function togglePublish(id: string, actor: SessionUser): Promise<boolean> {
  await connectDb();
  // findAndModify with a projection is not supported by FerretDB: read, then a conditional update.
  const blog = await Blog.findById(id).select("title isPublished publishAt category").lean();
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  const next = blog.isPublished !== true;
  const wasScheduled = blogStatus(blog) === "scheduled";
  const update = wasScheduled
    ? { $set: { isPublished: next, createdAt: new Date() }, $unset: { publishAt: 1 } }
    : { $set: { isPublished: next } };
  // By _id alone (the embedded database scans the whole collection for any other filter: 2.1 s at
  // 20 000 posts, against 0.16 s). A concurrent toggle that got there first leaves nothing to modify
  // (the same value is set), so only the request that changed the post runs the side effects.
  const result = await Blog.updateOne({ _id: id }, update, { overwriteImmutable: true });
  if (result.modifiedCount === 1) {
    if (wasScheduled) await cancelSchedule(id);
    await invalidatePublicCache(blogChangeTags(id, blog.category ?? []));
    const event = postChangeEvent(isPublicBlog(blog), next);
    if (event) emitWebhookEvent(event, { id, title: blog.title });
    await recordAudit(actor, next ? "blog.publish" : "blog.unpublish", {
      type: "blog",
      id,
      ...(wasScheduled ? { summary: "schedule cancelled" } : {}),
    });
    return next;
  }
  // A concurrent toggle changed it first: report what is stored now.
  const current = await Blog.findById(id).select("isPublished").lean();
  if (!current) throw notFound(BLOG_NOT_FOUND);
  return current.isPublished === true;
}

/** Deletes a blog with its comments, revisions, schedule and uploaded image. */
export async function deleteBlog(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const blog = await Blog.findById(id).select("title image isPublished publishAt category").lean();
  if (!blog) throw notFound(BLOG_NOT_FOUND);
  const { deletedCount } = await Blog.deleteOne({ _id: id });
  if (deletedCount === 0) throw notFound(BLOG_NOT_FOUND);
  await Comment.deleteMany({ blog: id });
  await BlogRevision.deleteMany({ blog: id });
  await BlogSchedule.deleteOne({ _id: id });
  if (blog.image) await deleteStoredImage(blog.image);
  if (blog.isPublished) await invalidatePublicCache(blogChangeTags(id, blog.category ?? []));
  if (isPublicBlog(blog)) emitWebhookEvent("post.unpublished", { id, title: blog.title });
  await recordAudit(actor, "blog.delete", { type: "blog", id });
}

export async function dashboardData() {
  await connectDb();
  const [blogs, comments, drafts, scheduled, recent] = await Promise.all([
    countMatching(Blog, {}),
    countMatching(Comment, {}),
    countMatching(Blog, { isPublished: false }),
    countMatching(Blog, { isPublished: true, publishAt: { $gt: new Date() } }),
    Blog.find({})
      .select(ROW_FIELDS)
      .sort({ createdAt: -1, _id: -1 })
      .limit(DASHBOARD_RECENT_BLOGS)
      .lean<BlogRowDoc[]>(),
  ]);
  return { blogs, comments, drafts, scheduled, recentBlogs: recent.map(toRow) };
}
