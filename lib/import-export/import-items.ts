// Stores what an importer read (lib/import/*): posts with their comments, tags, images and old
// addresses, jobs and events. Every item is claimed first under its source key (models/ImportedItem):
// the claim fixes the new document's id, so a second import of the same file, or a run resumed after
// a restart, finds the claim and adds nothing twice. HTML goes through the one sanitizer.
import "server-only";
import mongoose from "mongoose";
import { blogTextFields } from "@/lib/posts/blog-text";
import { isDuplicateKeyError } from "@/lib/errors";
import { htmlToText } from "@/lib/html/text";
import { mapTerms } from "@/lib/import-export/terms";
import type { ImportedComment, ImportedEvent, ImportedJob, ImportedPost } from "@/lib/import-export/types";
import { saveSchedule } from "@/lib/posts/blog-schedule";
import { storeImageBytes } from "@/lib/images/images";
import { fetchImageBytes } from "@/lib/feeds/fetch-feed";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { ImportedItem } from "@/models/ImportedItem";
import { Job } from "@/models/Job";
import { LegacyRedirect } from "@/models/LegacyRedirect";

type Id = mongoose.Types.ObjectId;
export type ItemOutcome = { created: boolean; id: Id };
/** What storing one item added, and what went wrong on the way (a missing image is not fatal). */
export type StoreReport = {
  comments: number;
  images: number;
  errors: Array<{ item: string; message: string }>;
};

/**
 * The id the item's document has (or will have); `fresh` when this call made the claim. Insert
 * first: on a fresh import (the common case) no read is made, and on the embedded database a read
 * by `_id` scans its collection.
 */
async function claim(key: string, kind: string): Promise<{ id: Id; fresh: boolean }> {
  const id = new mongoose.Types.ObjectId();
  try {
    await ImportedItem.collection.insertOne({ _id: key as never, kind, target: id, createdAt: new Date() });
    return { id, fresh: true };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const existing = await ImportedItem.findById(key).lean();
    return { id: existing!.target, fresh: false };
  }
}

/**
 * Inserts the document unless it exists (a resumed run completes a claim left without one); true
 * when it was added. The native collection: the fields are complete as given (dates kept from the
 * source, no defaults).
 */
async function insertOnce(
  model: { collection: mongoose.Collection },
  id: Id,
  fields: Record<string, unknown>,
): Promise<boolean> {
  try {
    await model.collection.insertOne({ _id: id, ...fields });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** Points an old address at its new page (a later import of the same address wins). */
async function saveLegacyRedirect(path: string, to: string): Promise<void> {
  try {
    const now = new Date();
    await LegacyRedirect.collection.insertOne({ _id: path as never, to, createdAt: now, updatedAt: now });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await LegacyRedirect.updateOne({ _id: path }, { $set: { to } });
  }
}

export type ImageFetcher = (url: string) => Promise<string>;

/** Fetches and stores an image once per URL across every import (a claim on `image:<url>`). */
export function imageImporter(
  allowPrivate: boolean,
  report: StoreReport,
): (url: string, item: string) => Promise<string | undefined> {
  return async (url, item) => {
    const key = `image:${url}`;
    const existing = await ImportedItem.findById(key).lean();
    if (existing) return `/api/images/${String(existing.target)}`;
    try {
      const stored = await storeImageBytes(await fetchImageBytes(url, { allowPrivate }));
      const id = new mongoose.Types.ObjectId(stored.split("/").pop());
      await ImportedItem.create({ _id: key, kind: "image", target: id }).catch((error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error;
      });
      report.images += 1;
      return stored;
    } catch (error) {
      report.errors.push({
        item,
        message: `Image ${url} could not be imported: ${error instanceof Error ? error.message : String(error)}`,
      });
      return undefined;
    }
  };
}

const IMG_SRC = /(<img\b[^>]*?\bsrc\s*=\s*)(["'])(.*?)\2/gi;

/** The body with each image fetched and its address replaced by ours (a failed one is dropped). */
async function withImportedImages(
  html: string,
  item: string,
  importImage: (url: string, item: string) => Promise<string | undefined>,
): Promise<string> {
  const urls = [...new Set([...html.matchAll(IMG_SRC)].map((match) => match[3]!))].filter((url) =>
    /^https?:\/\//i.test(url),
  );
  const replacements = new Map<string, string>();
  for (const url of urls) {
    const stored = await importImage(url, item);
    if (stored) replacements.set(url, stored);
  }
  return html.replace(IMG_SRC, (whole, start: string, quote: string, url: string) =>
    replacements.has(url) ? `${start}${quote}${replacements.get(url)}${quote}` : whole,
  );
}

const plain = (html: string, max: number) => Array.from(htmlToText(html)).slice(0, max).join("").trim();

/**
 * A post's comments with their threads as the site keeps them (issue 32): `parent` is the thread's
 * first comment, `replyTo` the comment answered and `replyToName` its author. The source lists a
 * parent before its replies; a reply whose parent is missing (not approved) starts its own thread.
 */
async function storeComments(blogId: Id, comments: ImportedComment[]): Promise<number> {
  const stored = new Map<string, { id: Id; root: Id; name: string }>();
  let created = 0;
  for (const comment of comments) {
    const content = plain(comment.content, 2000);
    if (!content) continue;
    const { id } = await claim(comment.sourceId, "comment");
    const name = comment.name.trim().slice(0, 80) || "Anonymous";
    const answered = comment.parentSourceId ? stored.get(comment.parentSourceId) : undefined;
    stored.set(comment.sourceId, { id, root: answered?.root ?? id, name });
    const inserted = await insertOnce(Comment, id, {
      blog: blogId,
      name,
      content,
      parent: answered?.root ?? null,
      replyTo: answered?.id ?? null,
      replyToName: answered?.name ?? null,
      member: null,
      staff: false,
      likes: 0,
      flagCount: 0,
      notifyReplies: false,
      repliesMuted: false,
      isApproved: true,
      state: "approved",
      approvedAt: comment.date,
      createdAt: comment.date,
      updatedAt: comment.date,
    });
    if (inserted) created += 1;
  }
  return created;
}

export async function storePost(
  post: ImportedPost,
  importImage: (url: string, item: string) => Promise<string | undefined>,
): Promise<ItemOutcome & { comments: number }> {
  const { id, fresh } = await claim(post.sourceId, "post");
  const { category, tags } = mapTerms(post.categories, post.tags);
  // A fresh claim has no post yet; an old one (a second import, a resumed run) may.
  const exists = !fresh && (await Blog.exists({ _id: id }));
  let created = false;
  if (!exists) {
    const html = await withImportedImages(post.html, post.title, importImage);
    const image = post.featureImage ? await importImage(post.featureImage, post.title) : undefined;
    const subTitle = (plain(post.subTitle, 500) || plain(html, 200) || post.title).slice(0, 500);
    const text = blogTextFields({ title: post.title, subTitle, description: html, tags });
    created = await insertOnce(Blog, id, {
      title: post.title.slice(0, 300),
      subTitle,
      ...text,
      ...(image ? { image } : {}),
      author: { name: post.authorName.trim().slice(0, 200) || "Staff" },
      category,
      ...(tags.length ? { tags } : {}),
      isPublished: post.status !== "draft",
      ...(post.status === "scheduled" ? { publishAt: post.date } : {}),
      createdAt: post.date,
      updatedAt: post.date,
    });
    if (created && post.status === "scheduled" && post.date > new Date())
      await saveSchedule(String(id), post.date);
  }
  for (const path of post.legacyPaths) await saveLegacyRedirect(path, `/blog/${String(id)}`);
  const comments = await storeComments(id, post.comments);
  return { created, id, comments };
}

export async function storeJob(job: ImportedJob): Promise<ItemOutcome> {
  const { id } = await claim(job.sourceId, "job");
  const description = plain(job.html, 5000);
  const created = await insertOnce(Job, id, {
    title: job.title.slice(0, 200),
    company: job.company.slice(0, 200),
    location: job.location.slice(0, 300),
    description,
    link: job.applyUrl ?? "",
    ...(job.applyUrl ? { applyUrl: job.applyUrl } : {}),
    ...(job.applyEmail ? { applyEmail: job.applyEmail } : {}),
    ...(job.remote ? { workplace: "remote" } : {}),
    ...(job.expires ? { validThrough: job.expires } : {}),
    status: job.filled ? "filled" : "open",
    ...(job.filled ? { filledAt: job.date } : {}),
    isApproved: job.published,
    state: job.published ? "approved" : "pending",
    ...(job.published ? { approvedAt: job.date } : {}),
    createdAt: job.date,
    updatedAt: job.date,
  });
  return { created, id };
}

export async function storeEvent(event: ImportedEvent): Promise<ItemOutcome> {
  const { id } = await claim(event.sourceId, "event");
  const description = plain(event.html, 5000);
  const created = await insertOnce(Event, id, {
    title: event.title.slice(0, 200),
    description,
    date: event.start,
    ...(event.end && event.end > event.start ? { endDate: event.end } : {}),
    ...(event.timeZone ? { timeZone: event.timeZone } : {}),
    attendance: "inPerson",
    physical: true,
    location: event.venue.slice(0, 300),
    registrationUrl: event.url ?? "",
    ...(event.cost ? { price: event.cost } : {}),
    status: "scheduled",
    sequence: 0,
    searchText: `${event.title}\n${description}\n${event.venue}`.toLowerCase(),
    isApproved: event.published,
    state: event.published ? "approved" : "pending",
    ...(event.published ? { approvedAt: event.date } : {}),
    createdAt: event.date,
    updatedAt: event.date,
  });
  return { created, id };
}
