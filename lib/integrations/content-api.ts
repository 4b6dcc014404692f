// The Content API's reads (/api/v1): public items only, through the same visibility rules the
// pages use (lib/posts/blog-visibility.ts, lib/jobs/job-open.ts, approved events, every
// certification), never a field the site does not show (submitter e-mails, moderation state).
import "server-only";
import { isValidObjectId, type Model, type QueryFilter } from "mongoose";
import { connectDb } from "@/lib/db";
import { startOfSiteDay } from "@/lib/dates";
import { getEnv } from "@/lib/env";
import { storedImageUrl } from "@/lib/images/stored-url";
import type { Credit, Organisation, Price } from "@/lib/offers/offer-schemas";
import type {
  CertificationsQuery,
  ContentPaging,
  EventsQuery,
  JobsQuery,
  PostsQuery,
} from "@/lib/integrations/content-api-schemas";
import { Blog, type BlogDoc } from "@/models/Blog";
import { Certification, type CertificationDoc } from "@/models/Certification";
import { Event, type EventDoc } from "@/models/Event";
import { Job } from "@/models/Job";
import { isPublicBlog, publicBlogFilter } from "../posts/blog-visibility";
import { findPage, pageOfList, type Pagination } from "@/lib/db-paginate";
import type { LeanCertification } from "../certifications/certifications";
import { EVENT_PUBLIC_FIELDS, publicEvent, toEventItem, type LeanEvent } from "../events/events";
import { isOpenJob, openJobFilter } from "../jobs/job-open";
import { toJobItem, type JobItem, type LeanJob } from "../jobs/job-items";
import type { BlogCard } from "../posts/blog-card";

export type ContentPagination = { page: number; limit: number; total: number; totalPages: number };
type Stamped = { createdAt?: Date | null; updatedAt?: Date | null };

/** A post in a list: everything but the body (listings never load post bodies). */
export type ApiPostSummary = Pick<
  BlogCard,
  "title" | "subTitle" | "excerpt" | "image" | "author" | "category"
> & {
  id: string;
  publishedAt: string;
  updatedAt: string;
  url: string;
};

/** One post: with its body, sanitized HTML as the article shows it. */
export type ApiPost = ApiPostSummary & { description: string };

export type ApiJob = Omit<JobItem, "_id" | "isApproved" | "approvedAt"> & {
  id: string;
  updatedAt: string;
  url: string;
};

export type ApiEvent = {
  id: string;
  title: string;
  description: string;
  date: string;
  endDate: string;
  timeZone: string;
  attendance: string;
  location: string;
  link: string;
  organizer: Organisation | null;
  registrationUrl: string;
  price: Price | null;
  credits: Credit[];
  status: string;
  sequence: number;
  createdAt: string;
  updatedAt: string;
  url: string;
};

export type ApiCertification = {
  id: string;
  title: string;
  skills: string;
  description: string;
  date: string;
  endDate: string | null;
  duration: string;
  registrationLink: string;
  level: string | null;
  format: string | null;
  price: Price | null;
  credits: Credit[];
  provider: Organisation | null;
  createdAt: string;
  updatedAt: string;
  url: string;
};

const iso = (value: Date | null | undefined) => (value ? new Date(value) : new Date(0)).toISOString();
const siteUrl = (path: string) => `${getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, "")}${path}`;
const isObjectId = (id: string) => /^[a-f0-9]{24}$/i.test(id) && isValidObjectId(id);

function changedSince(updatedSince: Date | undefined) {
  return updatedSince ? { updatedAt: { $gte: updatedSince } } : {};
}

async function page<TDoc, TLean>(
  model: Model<TDoc>,
  filter: QueryFilter<TDoc>,
  select: string,
  sort: Record<string, 1 | -1>,
  { page, limit }: ContentPaging,
): Promise<{ docs: TLean[]; pagination: ContentPagination }> {
  await connectDb();
  const { docs, pagination } = await findPage<TDoc, TLean>(model, filter, {
    page,
    pageSize: limit,
    select,
    sort,
  });
  return { docs, pagination: contentPagination(pagination) };
}

/** The content API names the page size `limit`. */
function contentPagination({ page, pageSize, total, totalPages }: Pagination): ContentPagination {
  return { page, limit: pageSize, total, totalPages };
}

// ---- posts ----

const POST_SUMMARY_FIELDS = "title subTitle excerpt image author.name category createdAt updatedAt";
type LeanPost = Partial<BlogDoc> & Stamped & { _id: unknown };

function toApiPostSummary(doc: LeanPost): ApiPostSummary {
  const id = String(doc._id);
  return {
    id,
    title: doc.title ?? "",
    subTitle: doc.subTitle ?? "",
    excerpt: doc.excerpt ?? "",
    image: storedImageUrl(doc.image) ? siteUrl(doc.image!) : null,
    author: { name: doc.author?.name ?? "" },
    category: doc.category ?? [],
    publishedAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
    url: siteUrl(`/blog/${id}`),
  };
}

/** Public posts, newest first (the listing's order and index). */
export async function listApiPosts(query: PostsQuery) {
  const filter = {
    ...publicBlogFilter(),
    ...(query.category ? { category: query.category } : {}),
    ...changedSince(query.updatedSince),
  };
  const { docs, pagination } = await page<BlogDoc, LeanPost>(
    Blog,
    filter,
    POST_SUMMARY_FIELDS,
    { createdAt: -1, _id: -1 },
    query,
  );
  return { posts: docs.map(toApiPostSummary), pagination };
}

export async function getApiPost(id: string): Promise<ApiPost | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  const doc = await Blog.findById(id)
    .select(`${POST_SUMMARY_FIELDS} description isPublished publishAt`)
    .lean<LeanPost>();
  return doc && isPublicBlog(doc) ? { ...toApiPostSummary(doc), description: doc.description ?? "" } : null;
}

// ---- jobs ----

const JOB_FIELDS =
  "title company location description link imageUrl isApproved createdAt updatedAt employmentType workplace applicantLocation salary applyUrl applyEmail validThrough status";

function toApiJob(doc: LeanJob & Stamped, now: Date): ApiJob {
  const { _id, isApproved: _approved, approvedAt: _approvedAt, ...item } = toJobItem(doc, now);
  void _approved;
  void _approvedAt;
  return {
    id: _id,
    ...item,
    imageUrl: storedImageUrl(item.imageUrl) ? siteUrl(item.imageUrl) : "",
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
    url: siteUrl(`/jobs/${_id}`),
  };
}

type JobRow = {
  _id: unknown;
  createdAt?: Date | null;
  employmentType?: string[] | null;
  workplace?: string | null;
};

/**
 * Open jobs (lib/jobs/job-open.ts), newest first. As for the site's listing, the open jobs' small
 * rows are read once and the type/workplace filters applied here (no index per filter), then the
 * page is read by id.
 */
export async function listApiJobs(query: JobsQuery) {
  const now = new Date();
  await connectDb();
  const rows = await Job.find({ ...openJobFilter(now), ...changedSince(query.updatedSince) })
    .select("createdAt employmentType workplace")
    .lean<JobRow[]>();
  const matching = rows
    .filter((row) => !query.type || (row.employmentType ?? []).includes(query.type))
    .filter((row) => !query.workplace || row.workplace === query.workplace)
    .sort((a, b) => {
      const byDate = (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0);
      return byDate !== 0 ? byDate : String(b._id).localeCompare(String(a._id));
    });
  const { items, pagination } = pageOfList(matching, query.page, query.limit);
  const ids = items.map((row) => row._id);
  const docs = ids.length
    ? await Job.find({ _id: { $in: ids } })
        .select(JOB_FIELDS)
        .lean<Array<LeanJob & Stamped>>()
    : [];
  const byId = new Map(docs.map((doc) => [String(doc._id), doc]));
  const jobs = ids.flatMap((id) => {
    const doc = byId.get(String(id));
    return doc ? [toApiJob(doc, now)] : [];
  });
  return { jobs, pagination: contentPagination(pagination) };
}

/** An open job; a pending, rejected, filled or expired one is not found. */
export async function getApiJob(id: string): Promise<ApiJob | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  const doc = await Job.findById(id).select(JOB_FIELDS).lean<LeanJob & Stamped>();
  const now = new Date();
  return doc && isOpenJob(doc, now) ? toApiJob(doc, now) : null;
}

// ---- events ----

function toApiEvent(doc: LeanEvent & Stamped): ApiEvent {
  const { _id, isApproved: _approved, physical: _physical, ...item } = publicEvent(toEventItem(doc));
  void _approved;
  void _physical;
  return { id: _id, ...item, updatedAt: iso(doc.updatedAt ?? doc.createdAt), url: siteUrl(`/events/${_id}`) };
}

/**
 * Approved events. `upcoming=true`: from the start of today (site time zone), soonest first, as
 * the events page lists them; `upcoming=false`: earlier ones, latest first; absent: all, latest first.
 */
export async function listApiEvents(query: EventsQuery) {
  const today = startOfSiteDay();
  const when =
    query.upcoming === "true"
      ? { date: { $gte: today } }
      : query.upcoming === "false"
        ? { date: { $lt: today } }
        : {};
  const sort: Record<string, 1 | -1> =
    query.upcoming === "true" ? { date: 1, _id: 1 } : { date: -1, _id: -1 };
  const filter = { isApproved: true, ...when, ...changedSince(query.updatedSince) };
  const { docs, pagination } = await page<EventDoc, LeanEvent & Stamped>(
    Event,
    filter,
    `${EVENT_PUBLIC_FIELDS} updatedAt`,
    sort,
    query,
  );
  return { events: docs.map(toApiEvent), pagination };
}

export async function getApiEvent(id: string): Promise<ApiEvent | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  const doc = await Event.findById(id).select(`${EVENT_PUBLIC_FIELDS} updatedAt`).lean<LeanEvent & Stamped>();
  return doc?.isApproved ? toApiEvent(doc) : null;
}

// ---- certifications ----

const CERTIFICATION_FIELDS =
  "title skills description date duration registrationLink level format endDate price credits provider createdAt updatedAt";

type LeanApiCertification = LeanCertification & Stamped;

function toApiCertification(doc: LeanApiCertification): ApiCertification {
  const id = String(doc._id);
  return {
    id,
    title: doc.title,
    skills: doc.skills,
    description: doc.description,
    date: iso(doc.date),
    endDate: doc.endDate ? iso(doc.endDate) : null,
    duration: doc.duration,
    registrationLink: doc.registrationLink,
    level: doc.level ?? null,
    format: doc.format ?? null,
    price:
      doc.price && typeof doc.price.amount === "number"
        ? { amount: doc.price.amount, currency: doc.price.currency || "GBP" }
        : null,
    credits: (doc.credits ?? []).map(({ body, amount }) => ({ body, amount }) as Credit),
    provider: doc.provider?.name
      ? { name: doc.provider.name, ...(doc.provider.url ? { url: doc.provider.url } : {}) }
      : null,
    createdAt: iso(doc.createdAt),
    updatedAt: iso(doc.updatedAt ?? doc.createdAt),
    url: siteUrl(`/certifications/${id}`),
  };
}

/** Every certification (all are public), newest first. */
export async function listApiCertifications(query: CertificationsQuery) {
  const filter = changedSince(query.updatedSince);
  const { docs, pagination } = await page<CertificationDoc, LeanApiCertification>(
    Certification,
    filter,
    CERTIFICATION_FIELDS,
    { createdAt: -1, _id: -1 },
    query,
  );
  return { certifications: docs.map(toApiCertification), pagination };
}

export async function getApiCertification(id: string): Promise<ApiCertification | null> {
  if (!isObjectId(id)) return null;
  await connectDb();
  const doc = await Certification.findById(id).select(CERTIFICATION_FIELDS).lean<LeanApiCertification>();
  return doc ? toApiCertification(doc) : null;
}
