// Reads for search engines and feeds: public detail pages, the sitemap, RSS and iCalendar.
// Visibility rules match the public listings: published blogs, approved jobs and events, every certification.
import "server-only";
import { isValidObjectId } from "mongoose";
import type { BlogCategory } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import {
  EVENT_PUBLIC_FIELDS,
  publicEvent,
  toEventItem,
  type EventItem,
  type LeanEvent,
} from "@/lib/events/events";
import { openJobFilter } from "@/lib/jobs/job-open";
import { toJobItem, type JobItem, type LeanJob } from "@/lib/jobs/job-items";
import { countMatching, findRange } from "@/lib/db-paginate";
import { startOfSiteDay } from "@/lib/dates";
import { Blog, type BlogDoc } from "@/models/Blog";
import { publicBlogFilter } from "../posts/blog-visibility";
import { Certification } from "@/models/Certification";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { Company } from "@/models/Company";
import { storedImageUrl } from "@/lib/images/stored-url";

const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);
const iso = (value: Date | null | undefined) =>
  value ? new Date(value).toISOString() : new Date(0).toISOString();

export type JobDetail = JobItem & { updatedAt: string };
export type EventDetail = EventItem & { updatedAt: string };

/** An approved job (open or closed: its page stays with a notice), or null for a malformed, unknown or unapproved id. */
export async function getApprovedJob(id: string): Promise<JobDetail | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  // By _id alone, then the flag: FerretDB answers only an `{ _id }` filter from its primary key.
  const found = await Job.findById(id).lean<LeanJob & { updatedAt?: Date | null }>();
  const doc = found?.isApproved ? found : null;
  if (!doc) return null;
  return { ...toJobItem(doc), isApproved: true, updatedAt: iso(doc.updatedAt ?? doc.createdAt) };
}

type DatedEvent = LeanEvent & { updatedAt?: Date | null };

function toEventDetail(doc: DatedEvent): EventDetail {
  return {
    ...publicEvent(toEventItem(doc)),
    isApproved: true,
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
  };
}

const EVENT_FIELDS = `${EVENT_PUBLIC_FIELDS} updatedAt`;

/** An approved event, or null for a malformed, unknown or unapproved id. */
export async function getApprovedEvent(id: string): Promise<EventDetail | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  const found = await Event.findById(id).select(EVENT_FIELDS).lean<DatedEvent>();
  const doc = found?.isApproved ? found : null;
  return doc ? toEventDetail(doc) : null;
}

/** Approved events from the start of today (site time zone), soonest first. */
export async function listUpcomingApprovedEvents(limit = 500): Promise<EventDetail[]> {
  await connectDb();
  const docs = await Event.find({ isApproved: true, date: { $gte: startOfSiteDay() } })
    .select(EVENT_FIELDS)
    .sort({ date: 1, _id: 1 })
    .limit(limit)
    .lean<DatedEvent[]>();
  return docs.map(toEventDetail);
}

export type FeedPost = {
  _id: string;
  title: string;
  subTitle: string;
  excerpt: string;
  image: string | null;
  authorName: string;
  categories: string[];
  createdAt: string;
};

type LeanFeedBlog = {
  _id: unknown;
  title?: string;
  subTitle?: string;
  excerpt?: string;
  image?: string;
  author?: { name?: string };
  category?: string[];
  createdAt?: Date;
};

/** The newest published posts for an RSS feed: every category, or only `category`'s. */
export async function listFeedPosts(limit = 50, category?: BlogCategory): Promise<FeedPost[]> {
  await connectDb();
  const docs = await Blog.find(category ? { ...publicBlogFilter(), category } : publicBlogFilter())
    .select("title subTitle excerpt image author.name category createdAt")
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<LeanFeedBlog[]>();
  return docs.map((doc) => ({
    _id: String(doc._id),
    title: doc.title ?? "",
    subTitle: doc.subTitle ?? "",
    excerpt: doc.excerpt ?? "",
    image: storedImageUrl(doc.image),
    authorName: doc.author?.name ?? "",
    categories: doc.category ?? [],
    createdAt: iso(doc.createdAt),
  }));
}

export type SitemapKind = "blog" | "job" | "event" | "certification" | "company";
export type SitemapItem = { kind: SitemapKind; id: string; lastModified: string };

type Source = {
  kind: SitemapKind;
  count: () => Promise<number>;
  page: (skip: number, limit: number) => Promise<{ _id: unknown; updatedAt?: Date; createdAt?: Date }[]>;
};

type LeanStamp = { _id: unknown; updatedAt?: Date; createdAt?: Date };

function source(
  kind: SitemapKind,
  model: typeof Blog | typeof Job | typeof Event | typeof Certification | typeof Company,
  /** Built per query: a post's visibility depends on the time (scheduled posts). */
  filter: () => Record<string, unknown>,
): Source {
  // The union of model types has no common callable `find`; the shape used here is shared by all four.
  const m = model as unknown as typeof Blog;
  return {
    kind,
    count: () => countMatching(m, filter()),
    // Oldest first: the reverse of each model's newest-first listing index, so no extra index.
    page: (skip, limit) =>
      findRange<BlogDoc, LeanStamp>(m, filter(), {
        select: "updatedAt createdAt",
        sort: { createdAt: 1, _id: 1 },
        skip,
        limit,
      }),
  };
}

const SOURCES: Source[] = [
  source("blog", Blog, () => publicBlogFilter()),
  // Open jobs only: an expired or filled job's page stays reachable but is noindex.
  source("job", Job, () => openJobFilter()),
  source("event", Event, () => ({ isApproved: true })),
  source("certification", Certification, () => ({})),
  // Verified companies only: an unverified company's page is reachable but noindex.
  source("company", Company, () => ({ verified: true })),
];

/** How many published/approved items the sitemap lists. */
export async function countSitemapItems(): Promise<number> {
  await connectDb();
  const counts = await Promise.all(SOURCES.map((s) => s.count()));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** Items `skip … skip+limit` of one sequence: blogs, then jobs, events and certifications, each oldest first. */
export async function listSitemapItems(skip: number, limit: number): Promise<SitemapItem[]> {
  await connectDb();
  const counts = await Promise.all(SOURCES.map((s) => s.count()));
  const items: SitemapItem[] = [];
  let offset = skip;
  let remaining = limit;
  for (const [index, s] of SOURCES.entries()) {
    const count = counts[index] ?? 0;
    if (remaining <= 0) break;
    if (offset >= count) {
      offset -= count;
      continue;
    }
    const docs = await s.page(offset, remaining);
    for (const doc of docs) {
      items.push({ kind: s.kind, id: String(doc._id), lastModified: iso(doc.updatedAt ?? doc.createdAt) });
    }
    remaining -= docs.length;
    offset = 0;
  }
  return items;
}
