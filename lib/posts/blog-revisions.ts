// Revisions: each save of a post keeps the version it replaced (newest first, the last
// BLOG_REVISIONS_KEPT per post), which staff can read and restore.
import "server-only";
import type { Types } from "mongoose";
import { BLOG_NOT_FOUND, BLOG_REVISIONS_KEPT } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { Blog } from "@/models/Blog";
import { BlogRevision } from "@/models/BlogRevision";

const REVISION_NOT_FOUND = "Revision not found";

export type RevisionSummary = { _id: string; title: string; savedAt: string; savedBy: { name: string } };
export type RevisionDetail = RevisionSummary & { subTitle: string; description: string; category: string[] };

type RevisionInput = {
  title: string;
  subTitle: string;
  description: string;
  category: string[];
  savedAt: Date;
  savedBy: { name: string; user?: unknown };
};

type LeanRevision = {
  _id: unknown;
  title: string;
  subTitle?: string;
  description?: string;
  category?: string[];
  savedAt: Date;
  savedBy?: { name?: string };
};

const toSummary = (doc: LeanRevision): RevisionSummary => ({
  _id: String(doc._id),
  title: doc.title,
  savedAt: new Date(doc.savedAt).toISOString(),
  savedBy: { name: doc.savedBy?.name ?? "" },
});

/** Keeps `version` (the text a save is about to replace) and drops those past the limit. */
export async function recordRevision(blogId: string, version: RevisionInput): Promise<void> {
  await BlogRevision.create({ blog: blogId, ...version, savedBy: version.savedBy as { name: string } });
  const surplus = await BlogRevision.find({ blog: blogId })
    .select("_id")
    .sort({ savedAt: -1, _id: -1 })
    .skip(BLOG_REVISIONS_KEPT)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (surplus.length > 0) await BlogRevision.deleteMany({ _id: { $in: surplus.map((doc) => doc._id) } });
}

async function blogExists(blogId: string): Promise<void> {
  if (!(await Blog.exists({ _id: blogId }))) throw notFound(BLOG_NOT_FOUND);
}

export async function listRevisions(blogId: string): Promise<RevisionSummary[]> {
  await connectDb();
  await blogExists(blogId);
  const docs = await BlogRevision.find({ blog: blogId })
    .select("title savedAt savedBy.name")
    .sort({ savedAt: -1, _id: -1 })
    .limit(BLOG_REVISIONS_KEPT)
    .lean<LeanRevision[]>();
  return docs.map(toSummary);
}

export async function findRevision(blogId: string, revisionId: string): Promise<LeanRevision> {
  await connectDb();
  await blogExists(blogId);
  const doc = await BlogRevision.findById(revisionId).lean<LeanRevision & { blog: unknown }>();
  if (!doc || String(doc.blog) !== blogId) throw notFound(REVISION_NOT_FOUND);
  return doc;
}

export async function getRevision(blogId: string, revisionId: string): Promise<RevisionDetail> {
  const doc = await findRevision(blogId, revisionId);
  return {
    ...toSummary(doc),
    subTitle: doc.subTitle ?? "",
    description: doc.description ?? "",
    category: doc.category ?? [],
  };
}
