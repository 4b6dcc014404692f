// Scheduled posts: the list of pending publication times (models/BlogSchedule.ts) and the run that
// makes due posts appear. A due post is already public by the visibility rule
// (lib/posts/blog-visibility.ts); this run records the cache invalidations an edit records, so
// every server (and every search index, through the change notices) drops its copies at once.
import "server-only";
import type { Types } from "mongoose";
import { blogChangeTags } from "@/lib/cache/public-tags";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { connectDb } from "@/lib/db";
import { Blog } from "@/models/Blog";
import { BlogSchedule } from "@/models/BlogSchedule";
import { recordAudit } from "../staff/audit";
import { isPublicBlog } from "./blog-visibility";
import { emitWebhookEvent } from "../integrations/webhooks";

export async function saveSchedule(blogId: string, publishAt: Date): Promise<void> {
  await BlogSchedule.updateOne({ _id: blogId }, { $set: { publishAt } }, { upsert: true });
}

export async function cancelSchedule(blogId: string): Promise<void> {
  await BlogSchedule.deleteOne({ _id: blogId });
}

/**
 * Publishes every post whose time has come: each is claimed by deleting its schedule entry (so
 * servers running this at once publish each post once), then its pages are expired everywhere.
 * Returns the ids it published.
 */
export async function publishDuePosts(now: Date = new Date()): Promise<string[]> {
  await connectDb();
  const due = await BlogSchedule.find({ publishAt: { $lte: now } })
    .limit(500)
    .lean<Array<{ _id: Types.ObjectId; publishAt: Date }>>();
  const published: string[] = [];
  for (const entry of due) {
    const id = String(entry._id);
    const claimed = await BlogSchedule.deleteOne({ _id: entry._id, publishAt: entry.publishAt });
    if (claimed.deletedCount !== 1) continue;
    const blog = await Blog.findById(id).select("title category isPublished publishAt").lean();
    // Edited or deleted meanwhile: the save that changed it did its own invalidation.
    if (!blog || !isPublicBlog(blog, now)) continue;
    await invalidatePublicCache(blogChangeTags(id, blog.category ?? []));
    await recordAudit(null, "blog.publish", { type: "blog", id, summary: `${blog.title} (scheduled)` });
    emitWebhookEvent("post.published", { id, title: blog.title });
    published.push(id);
  }
  return published;
}
