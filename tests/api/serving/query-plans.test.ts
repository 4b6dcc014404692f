// Listing and count queries are served by indexes. The real data-layer functions run here and
// every query mongoose sends is recorded. On MongoDB each one is explained and fails on a
// collection scan; on FerretDB (whose SQLite backend scans whatever the indexes are) its filter and
// sort must be covered by an index the model declares (lib/db-index-coverage.ts).
// It also checks the number of queries per call (no N+1) and that listings project their fields.
import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_CATEGORIES } from "@/lib/constants";
import { listAudit } from "@/lib/staff/audit";
import { verifyApiKey } from "@/lib/integrations/api-keys";
import {
  getApiJob,
  getApiPost,
  listApiCertifications,
  listApiEvents,
  listApiJobs,
  listApiPosts,
} from "@/lib/integrations/content-api";
import { runDueWebhookDeliveries } from "@/lib/integrations/webhooks";
import { dashboardData, listAllBlogs } from "@/lib/posts/blog-admin";
import { getPublishedBlog, listPublishedBlogs } from "@/lib/posts/blogs";
import { findCertification, listCertifications } from "@/lib/certifications/certifications";
import { listCommentsForModeration } from "@/lib/comments/comment-moderation";
import { listApprovedComments } from "@/lib/comments/comments";
import { listDigestEvents } from "@/lib/newsletter/digest-events";
import { listEventChangesForReview } from "@/lib/events/event-changes";
import { listApprovedEvents, listEventsForStaff } from "@/lib/events/events";
import { findCoveringIndex, type IndexSpec } from "@/lib/db-index-coverage";
import { listApprovedJobs } from "@/lib/jobs/job-listing";
import { listJobsForStaff } from "@/lib/jobs/job-staff-lists";
import { countPending, listInbox } from "@/lib/moderation/moderation-inbox";
import {
  countSitemapItems,
  getApprovedEvent,
  getApprovedJob,
  listFeedPosts,
  listSitemapItems,
  listUpcomingApprovedEvents,
} from "@/lib/seo/seo-reads";
import { ApiKey } from "@/models/ApiKey";
import { AuditLog } from "@/models/AuditLog";
import { Blog } from "@/models/Blog";
import { Certification } from "@/models/Certification";
import { Comment } from "@/models/Comment";
import { CommentFlag } from "@/models/CommentFlag";
import { Company } from "@/models/Company";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { Webhook } from "@/models/Webhook";
import { WebhookDelivery } from "@/models/WebhookDelivery";
import { connectAroundFile } from "../../helpers/db-hooks";

connectAroundFile();

const RUN = `qp${randomBytes(5).toString("hex")}`;
const DAY = 24 * 60 * 60 * 1000;
const MODELS = [
  Blog,
  Comment,
  CommentFlag,
  Company,
  Event,
  Job,
  Certification,
  AuditLog,
  ApiKey,
  Webhook,
  WebhookDelivery,
];

type Sent = {
  collection: string;
  method: string;
  filter: Record<string, unknown>;
  options: Record<string, unknown>;
};

const PLANNED = new Set(["find", "findOne", "countDocuments"]);
const STORED_COUNT = "estimatedDocumentCount";

/** Runs `read` and returns every read command mongoose sent meanwhile. */
async function capture(read: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  mongoose.set("debug", (collection: string, method: string, ...args: unknown[]) => {
    if (method === STORED_COUNT) sent.push({ collection, method, filter: {}, options: {} });
    if (!PLANNED.has(method)) return;
    const [filter, options] = args as [
      Record<string, unknown> | undefined,
      Record<string, unknown> | undefined,
    ];
    sent.push({ collection, method, filter: filter ?? {}, options: options ?? {} });
  });
  try {
    await read();
  } finally {
    mongoose.set("debug", false);
  }
  return sent;
}

function declaredIndexes(collection: string): IndexSpec[] {
  const model = MODELS.find((m) => m.collection.collectionName === collection);
  if (!model) throw new Error(`No model for collection ${collection}`);
  const declared = model.schema
    .indexes()
    .map(([key, options]) => ({ key, unique: options?.unique === true }));
  return [{ key: { _id: 1 }, unique: true }, ...declared];
}

/** Every `stage` under every `winningPlan` of an explain answer (classic and slot-based formats). */
function winningStages(node: unknown, inPlan = false, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => winningStages(item, inPlan, found));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (inPlan && key === "stage" && typeof value === "string") found.push(value);
      winningStages(value, inPlan || key === "winningPlan", found);
    }
  }
  return found;
}

async function explainStages(query: Sent): Promise<string[]> {
  const collection = mongoose.connection.db!.collection(query.collection);
  if (query.method === "countDocuments") {
    const pipeline = [{ $match: query.filter }, { $group: { _id: 1, n: { $sum: 1 } } }];
    return winningStages(await collection.aggregate(pipeline).explain("queryPlanner"));
  }
  const { sort, skip, limit, projection } = query.options as Record<string, never>;
  const options = { sort, skip, projection, limit: query.method === "findOne" ? 1 : limit };
  return winningStages(await collection.find(query.filter, options).explain("queryPlanner"));
}

let onFerretDb = true;

/** What is wrong with how the database answers `query`, or null when an index serves it. */
async function scanProblem(query: Sent): Promise<string | null> {
  if (query.method === STORED_COUNT) return null;
  if (onFerretDb) {
    const coverage = findCoveringIndex(declaredIndexes(query.collection), {
      filter: query.filter,
      sort: query.options.sort as Record<string, number> | undefined,
    });
    return coverage.covered ? null : coverage.reason;
  }
  const stages = await explainStages(query);
  if (stages.length === 0) return "explain() reported no winning plan";
  return stages.includes("COLLSCAN") ? `collection scan (${stages.join(" > ")})` : null;
}

const ids = { blog: "", commentedBlog: "", job: "", event: "", certification: "" };

async function seed() {
  const now = Date.now();
  const blogs = Array.from({ length: 300 }, (_, i) => {
    const createdAt = new Date(now - i * 60_000);
    return {
      title: `${RUN} post ${i}`,
      subTitle: "Seeded for the query-plan test",
      description: "<p>Body</p>",
      excerpt: "Body",
      searchText: `${RUN} post ${i} ${i % 10 === 0 ? `${RUN}needle` : ""}`,
      author: { name: RUN },
      category: [BLOG_CATEGORIES[i % BLOG_CATEGORIES.length]],
      isPublished: i % 3 !== 0,
      isFromRss: false,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const blogIds = Object.values((await Blog.collection.insertMany(blogs)).insertedIds);
  const published = blogIds.filter((_, i) => i % 3 !== 0);
  ids.blog = String(published[0]);
  ids.commentedBlog = String(published[1]);
  const comments = Array.from({ length: 300 }, (_, i) => ({
    // Half on one post; the rest spread over 30 posts, so a per-item blog lookup would show.
    blog: i % 2 === 0 ? published[1] : published[((i >> 1) % 30) + 2],
    name: RUN,
    content: `Comment ${i}`,
    isApproved: i % 4 !== 1,
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now - i * 1000),
  }));
  await Comment.collection.insertMany(comments);
  const events = Array.from({ length: 120 }, (_, i) => ({
    title: `${RUN} event ${i}`,
    description: "Seeded",
    date: new Date(now + (i % 2 === 0 ? 1 : -1) * (i + 2) * DAY),
    physical: true,
    location: RUN,
    link: "",
    searchText: `${RUN} event ${i}`,
    isApproved: i % 3 !== 0,
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now - i * 1000),
  }));
  const eventIds = Object.values((await Event.collection.insertMany(events)).insertedIds);
  ids.event = String(eventIds[1]);
  const jobs = Array.from({ length: 120 }, (_, i) => ({
    title: `${RUN} job ${i}`,
    company: RUN,
    description: "Seeded",
    isApproved: i % 3 !== 0,
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now - i * 1000),
  }));
  const jobIds = Object.values((await Job.collection.insertMany(jobs)).insertedIds);
  ids.job = String(jobIds[1]);
  const certifications = Array.from({ length: 60 }, (_, i) => ({
    title: `${RUN} certification ${i}`,
    skills: "Seeded",
    description: "<p>Seeded</p>",
    date: new Date(now + i * DAY),
    duration: "1 week",
    registrationLink: "https://example.com/register",
    createdAt: new Date(now - i * 1000),
    updatedAt: new Date(now - i * 1000),
  }));
  const certificationIds = Object.values(
    (await Certification.collection.insertMany(certifications)).insertedIds,
  );
  ids.certification = String(certificationIds[0]);
  await AuditLog.collection.insertMany(
    Array.from({ length: 60 }, (_, i) => ({
      userId: null,
      userEmail: "",
      userName: RUN,
      action: "blog.create",
      targetType: "blog",
      targetId: "",
      summary: `Seeded ${i}`,
      createdAt: new Date(now - i * 1000),
    })),
  );
}

beforeAll(async () => {
  const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
  onFerretDb = Object.keys(info).some((key) => key.toLowerCase().startsWith("ferretdb"));
  await seed();
}, 60_000);

afterAll(async () => {
  await Blog.collection.deleteMany({ "author.name": RUN });
  await Comment.collection.deleteMany({ name: RUN });
  await Event.collection.deleteMany({ location: RUN });
  await Job.collection.deleteMany({ company: RUN });
  await Certification.collection.deleteMany({ title: { $regex: `^${RUN} ` } });
  await AuditLog.collection.deleteMany({ userName: RUN });
}, 60_000);

/** [what, the real read, the most queries it may send whatever the data (no N+1)] */
const READS: [string, () => Promise<unknown>, number][] = [
  ["published blogs", () => listPublishedBlogs({}), 2],
  ["published blogs of a category", () => listPublishedBlogs({ category: "Payroll" }), 2],
  ["published blogs matching a search", () => listPublishedBlogs({ search: `${RUN}needle` }), 2],
  ["a category search", () => listPublishedBlogs({ category: "Payroll", search: RUN }), 2],
  ["a deep page of published blogs", () => listPublishedBlogs({ page: 40, limit: 5 }), 2],
  ["one published article", () => getPublishedBlog(ids.blog), 1],
  ["approved comments of a post", () => listApprovedComments(ids.commentedBlog), 2],
  ["approved events, first page", () => listApprovedEvents({ page: 1 }), 4],
  ["approved events, a page of past events", () => listApprovedEvents({ page: 50 }), 4],
  ["approved events matching a search", () => listApprovedEvents({ search: RUN }), 4],
  ["one approved event", () => getApprovedEvent(ids.event), 1],
  ["upcoming events (iCalendar)", () => listUpcomingApprovedEvents(), 1],
  ["upcoming events (newsletter digest)", () => listDigestEvents(), 1],
  ["approved jobs", () => listApprovedJobs({ page: 2 }), 2],
  ["one approved job", () => getApprovedJob(ids.job), 1],
  ["certifications", () => listCertifications({ page: 2 }), 2],
  ["one certification", () => findCertification(ids.certification), 1],
  ["RSS feed posts", () => listFeedPosts(), 1],
  // Issue 33 added the verified company pages: one more count, and their page of items.
  ["sitemap count", () => countSitemapItems(), 5],
  ["sitemap items", () => listSitemapItems(0, 50_000), 10],
  ["back-office: all blogs", () => listAllBlogs(2, 50), 2],
  ["back-office: dashboard counts", () => dashboardData(), 5],
  ["moderation: pending comments", () => listCommentsForModeration({ approved: false, limit: 100 }), 2],
  ["moderation: approved comments", () => listCommentsForModeration({ approved: true, limit: 100 }), 2],
  ["moderation: all comments", () => listCommentsForModeration({ limit: 100 }), 2],
  ["moderation: pending events", () => listEventsForStaff({ status: "pending" }), 2],
  ["moderation: all events", () => listEventsForStaff({}), 2],
  ["moderation: organisers' event edits waiting", () => listEventChangesForReview(), 1],
  ["moderation: approved jobs", () => listJobsForStaff({ status: "approved" }), 2],
  ["moderation: all jobs", () => listJobsForStaff({}), 2],
  ["audit trail", () => listAudit({ page: 1, limit: 20 }), 2],
  // 3 key reads + up to 3 page reads + 3 × (2 counts + the stored count) + 1 post-title lookup, and
  // (issue 32) the page's comments' flags and the flagged count.
  ["moderation inbox: pending, all types", () => listInbox({ state: "pending", page: 1, limit: 50 }), 18],
  ["moderation inbox: every state, page 3", () => listInbox({ page: 3, limit: 20 }), 18],
  [
    "moderation inbox: rejected jobs",
    () => listInbox({ type: "job", state: "rejected", page: 1, limit: 50 }),
    5,
  ],
  ["moderation inbox: a deep page of comments", () => listInbox({ type: "comment", page: 4, limit: 50 }), 7],
  ["moderation badge", () => countPending(), 3],
  // Issue 35: the Content API, its key check and the webhook sweep.
  [
    "content API: posts of a category changed since",
    () => listApiPosts({ page: 2, limit: 5, category: "Payroll", updatedSince: new Date(0) }),
    2,
  ],
  ["content API: one post", () => getApiPost(ids.blog), 1],
  ["content API: open jobs of a type", () => listApiJobs({ page: 1, limit: 20, type: "FULL_TIME" }), 2],
  ["content API: one job", () => getApiJob(ids.job), 1],
  ["content API: upcoming events", () => listApiEvents({ page: 1, limit: 20, upcoming: "true" }), 2],
  ["content API: every event, latest first", () => listApiEvents({ page: 3, limit: 20 }), 2],
  [
    "content API: certifications changed since",
    () => listApiCertifications({ page: 1, limit: 20, updatedSince: new Date(0) }),
    2,
  ],
  ["content API: the key check", () => verifyApiKey(`hrp_${"A".repeat(43)}`), 1],
  ["webhooks: due deliveries", () => runDueWebhookDeliveries(new Date(0)), 1],
];

describe("query plans", () => {
  it("every declared index exists in the database", async () => {
    for (const model of MODELS) {
      await model.createIndexes();
      const stored = (await model.listIndexes()).map((index) => JSON.stringify(index.key));
      for (const [key] of model.schema.indexes())
        expect(stored, model.modelName).toContain(JSON.stringify(key));
    }
  });

  it.each(READS)("%s: indexed, projected, a bounded number of queries", async (_name, read, maxQueries) => {
    const sent = await capture(read);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(maxQueries);
    const problems: string[] = [];
    for (const query of sent) {
      const problem = await scanProblem(query);
      if (problem)
        problems.push(
          `${query.collection}.${query.method}(${JSON.stringify(query.filter)}, sort ${JSON.stringify(query.options.sort ?? {})}): ${problem}`,
        );
      // Listings name their fields, and blog listings never carry the article body.
      const projection = (query.options.projection ?? {}) as Record<string, unknown>;
      if (query.method === "find" && !Object.values(projection).some((value) => value === 1))
        problems.push(`${query.collection} find does not project its fields`);
      if (query.method === "find" && query.collection === "blogs" && "description" in projection)
        problems.push(`${query.collection} find carries the article body`);
    }
    expect(problems).toEqual([]);
  });

  it("the moderation list fetches the titles of 30 posts in one query", async () => {
    const sent = await capture(() => listCommentsForModeration({ limit: 200 }));
    const titleLookups = sent.filter((query) => query.collection === "blogs");
    expect(titleLookups).toHaveLength(1);
    const comments = await listCommentsForModeration({ limit: 200 });
    expect(new Set(comments.filter((c) => c.name === RUN).map((c) => c.blog?._id)).size).toBeGreaterThan(20);
  });
});
