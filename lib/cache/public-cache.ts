// Cached reads for the public pages. Each entry carries the tags of what it shows
// (lib/cache/public-tags.ts), which also tag the page that rendered it, so a content write expires
// exactly the pages and data it changed. Search results are not cached (any text makes a new key).
import "server-only";
import { unstable_cache } from "next/cache";
import { PUBLIC_TAG, publicTags } from "@/lib/cache/public-tags";
import { singleFlight } from "@/lib/cache/single-flight";
import { catchUpWithChanges } from "@/lib/cache/changes";
import type { BlogCategory } from "@/lib/constants";
import { awaitWithinReadDeadline, runGated } from "@/lib/server/work-limits";
import { getPublishedBlog } from "../posts/blogs";
import { listNewestBlogs } from "../posts/newest-blogs";
import { findCertification, listCertifications } from "../certifications/certifications";
import {
  ARTICLE_COMMENTS_SHOWN,
  countApprovedComments,
  countCommentThreads,
  listApprovedComments,
  listCommentThreads,
} from "../comments/comments";
import { listApprovedEvents } from "../events/events";
import { scheduleNextJobExpiry } from "../jobs/job-open";
import { listOpenJobs } from "../jobs/job-listing";
import type { JobFilters } from "@/lib/jobs/job-schemas";
import {
  countSitemapItems,
  getApprovedEvent,
  getApprovedJob,
  listFeedPosts,
  listSitemapItems,
  listUpcomingApprovedEvents,
  type EventDetail,
  type SitemapItem,
} from "../seo/seo-reads";
import { getAbout } from "../site/website";
import { getPublicCompany, listVerifiedCompanies } from "../companies/companies";

/** Seconds before content that depends on the clock (today's events, "2 hours ago") is re-read. */
export const CLOCK_SENSITIVE_SECONDS = 60;

/**
 * A tagged cached read; only a miss reaches the database, within the server's work gate and its read
 * deadline, once per key at a time (lib/cache/single-flight.ts).
 */
export function cachedRead<T>(
  key: string[],
  tags: string[],
  read: () => Promise<T>,
  revalidate: number | false = false,
): Promise<T> {
  const allTags = [PUBLIC_TAG, ...tags];
  const flightKey = JSON.stringify(key);
  const readOnce = async () => {
    const arrivedAt = Date.now();
    // A miss may come from another server's write whose notice this server has not read yet: read
    // the notices first, so a read started before that write is not joined.
    await catchUpWithChanges().catch(() => undefined);
    // The read runs to its end even when its caller was answered 503 at the deadline: the next
    // request for the same data joins it instead of starting it again, and gets it in time.
    const shared = singleFlight(flightKey, allTags, () => runGated(read));
    return awaitWithinReadDeadline(shared, arrivedAt);
  };
  return unstable_cache(readOnce, key, { tags: allTags, revalidate })();
}

export const readBlogListing = (category: BlogCategory | undefined, page: number) =>
  cachedRead(["blog-listing", category ?? "", String(page)], [publicTags.blogListing(category)], () =>
    listNewestBlogs({ category, page }),
  );

/** An article's comment reads: expired by a comment write, and by a change of the post. */
const commentTags = (id: string) => [publicTags.blog(id), publicTags.comments(id)];

export const readArticle = (id: string) =>
  cachedRead(["article", id], [publicTags.blog(id)], () => getPublishedBlog(id));

/** The newest threads an article shows, how many comments (replies too) and threads there are in all. */
export const readArticleComments = (id: string) =>
  cachedRead(["article-threads", id], commentTags(id), async () => {
    const [threads, total, threadCount] = await Promise.all([
      listCommentThreads(id, ARTICLE_COMMENTS_SHOWN),
      countApprovedComments(id),
      countCommentThreads(id),
    ]);
    return { threads, total, threadCount };
  });

/** Every thread of an article (its comments page). */
export const readAllArticleThreads = (id: string) =>
  cachedRead(["article-all-threads", id], commentTags(id), () => listCommentThreads(id));

export const readAllArticleComments = (id: string) =>
  cachedRead(["article-all-comments", id], commentTags(id), () => listApprovedComments(id));

export const readAbout = () => cachedRead(["about"], [publicTags.about], getAbout);

export const readEventListing = (page: number) =>
  cachedRead(
    ["event-listing", String(page)],
    [publicTags.events],
    () => listApprovedEvents({ page }),
    CLOCK_SENSITIVE_SECONDS,
  );

export const readEvent = (id: string) =>
  cachedRead(["event", id], [publicTags.event(id)], () => getApprovedEvent(id));

/** Every cached job read also carries `jobs:clock`, which expires when the next open job does. */
async function withJobClock<T>(read: () => Promise<T>): Promise<T> {
  const [result] = await Promise.all([read(), scheduleNextJobExpiry()]);
  return result;
}

type CachedJobQuery = Pick<JobFilters, "type" | "workplace" | "salary"> & { page?: number };

/** Listings cached per filter set: a keyword or a salary amount makes too many keys (read uncached). */
export function isCachedJobQuery(filters: JobFilters): boolean {
  return !filters.q && filters.minSalary === undefined;
}

export const readJobListing = ({ page = 1, type, workplace, salary }: CachedJobQuery = {}) =>
  cachedRead(
    ["job-listing", String(page), type ?? "", workplace ?? "", salary ?? ""],
    [publicTags.jobs, publicTags.jobsClock],
    () => withJobClock(() => listOpenJobs({ page, type, workplace, salary })),
  );

export const readJob = (id: string) =>
  cachedRead(["job", id], [publicTags.job(id), publicTags.jobsClock], () =>
    withJobClock(() => getApprovedJob(id)),
  );

export const readCertificationListing = (page: number) =>
  cachedRead(["certification-listing", String(page)], [publicTags.certifications], () =>
    listCertifications({ page }),
  );

export const readCertification = (id: string) =>
  cachedRead(["certification", id], [publicTags.certification(id)], () => findCertification(id));

/** A feed lists the newest published posts (of one category): it changes with that listing. */
export const readFeedPosts = (limit: number, category?: BlogCategory) =>
  cachedRead(["feed-posts", String(limit), category ?? ""], [publicTags.blogListing(category)], () =>
    listFeedPosts(limit, category),
  );

/**
 * The calendar file as text, built once per change: building 500 events takes about half a second.
 * Upcoming events drop off as the day passes, so it is also rebuilt every minute.
 */
export const readEventsCalendar = (build: (events: EventDetail[]) => string) =>
  cachedRead(
    ["events-calendar"],
    [publicTags.events],
    async () => build(await listUpcomingApprovedEvents()),
    CLOCK_SENSITIVE_SECONDS,
  );

/** The sitemap lists every published post, approved job and event, and certification. */
const SITEMAP_TAGS = [
  publicTags.blogListing(),
  publicTags.jobs,
  publicTags.jobsClock,
  publicTags.events,
  publicTags.certifications,
  publicTags.companies,
];

export const readSitemapItemCount = () =>
  cachedRead(["sitemap-count"], SITEMAP_TAGS, () => withJobClock(countSitemapItems));

/** One sitemap file as text: items `skip … skip+limit` handed to `build`. */
export const readSitemapFile = (skip: number, limit: number, build: (items: SitemapItem[]) => string) =>
  cachedRead(["sitemap-file", String(skip), String(limit)], SITEMAP_TAGS, () =>
    withJobClock(async () => build(await listSitemapItems(skip, limit))),
  );

/** A company's page: its card and open jobs (they change with the jobs and with the company). */
export const readCompany = (slug: string) =>
  cachedRead(["company", slug], [publicTags.company(slug), publicTags.jobs, publicTags.jobsClock], () =>
    withJobClock(() => getPublicCompany(slug)),
  );

export const readCompanyDirectory = () =>
  cachedRead(["company-directory"], [publicTags.companies], () => listVerifiedCompanies());
