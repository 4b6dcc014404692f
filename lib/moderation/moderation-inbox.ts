// The moderation inbox: comments, events and jobs in one list, newest first, filtered by type and
// state, with the counts per state and the number pending for the menu badge.
// Bounded, indexed work: each type is read through its { state, createdAt, _id } (or
// { createdAt, _id }) index. With one type the page is a plain skip/limit; across types the
// first (page × limit) keys of each type are read as index-only (covered) queries, merged, and only
// the page's documents are fetched — the cost of a skip, without loading any document twice.
// Counts: pending and rejected are indexed counts; approved is the stored collection count minus
// both (counting the approved rows would walk the largest range of the index).
import "server-only";
import { MODERATION_TYPES, type ModerationState, type ModerationType } from "@/lib/constants";
import {
  MODERATION_FIELDS,
  MODERATION_KINDS,
  stateOf,
  type ModeratedDoc,
} from "@/lib/moderation/moderation-kinds";
import { findRange, pageRange, pagination, type Pagination } from "@/lib/db-paginate";
import { connectDb } from "@/lib/db";
import { flagsOf, type CommentFlagSummary } from "@/lib/comments/comment-flags";
import { Blog } from "@/models/Blog";
import type { WordingFinding } from "@/lib/jobs/rules/wording";
import {
  isRoleFamily,
  isSeniority,
  type ClassificationSource,
  type RoleFamily,
  type Seniority,
} from "@/lib/jobs/rules/role-family";

export type InboxItem = {
  type: ModerationType;
  id: string;
  state: ModerationState;
  /** Kept for compatibility with the older lists: true only when approved. */
  isApproved: boolean;
  title: string;
  preview: string;
  submitter: { name: string | null; email: string | null };
  createdAt: string;
  post?: { id: string; title: string };
  reason?: string;
  spam?: boolean;
  decidedAt?: string;
  decidedBy?: string;
  /** Issue 32: a comment's flags (count, each reason and note) and whether a moderator kept it. */
  flags?: CommentFlagSummary;
  /** A job's coded or scam-like wording (lib/jobs/rules/wording.ts), found when it was written. */
  wordingFindings?: WordingFinding[];
  /** A job's role family and seniority (issue 45), and whether the poster or staff changed the rules' choice. */
  classification?: { family: RoleFamily; seniority: Seniority; classifiedBy: ClassificationSource };
  /** A job's range left out of the pay statistics as implausible (kept on the job). */
  implausiblePay?: string;
};

export type InboxCounts = Record<ModerationState, number>;

export type InboxQuery = {
  type?: ModerationType;
  state?: ModerationState;
  /** Only comments with flags a moderator has not decided on yet. */
  flagged?: boolean;
  page: number;
  limit: number;
};

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

type Key = { type: ModerationType; id: string; createdAt: number };

function newerFirst(a: Key, b: Key): number {
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

async function readDocs(type: ModerationType, filter: Record<string, unknown>, skip: number, limit: number) {
  const kind = MODERATION_KINDS[type];
  return findRange<ModeratedDoc, ModeratedDoc>(kind.model, filter, {
    select: `${kind.fields} ${MODERATION_FIELDS}`,
    sort: NEWEST_FIRST,
    skip,
    limit,
  });
}

/** The page's (type, document) pairs across several types, newest first. */
async function mergedPage(
  types: readonly ModerationType[],
  filter: Record<string, unknown>,
  skip: number,
  limit: number,
): Promise<Array<{ type: ModerationType; doc: ModeratedDoc }>> {
  const heads = await Promise.all(
    types.map(async (type) => {
      const keys = await MODERATION_KINDS[type].model
        .find(filter)
        .select("_id createdAt")
        .sort(NEWEST_FIRST)
        .limit(skip + limit)
        .lean<Array<{ _id: unknown; createdAt?: Date | null }>>();
      return keys.map((key) => ({
        type,
        id: String(key._id),
        createdAt: key.createdAt ? new Date(key.createdAt).getTime() : 0,
      }));
    }),
  );
  const page = heads
    .flat()
    .sort(newerFirst)
    .slice(skip, skip + limit);
  const byType = await Promise.all(
    types.map(async (type) => {
      const ids = page.filter((key) => key.type === type).map((key) => key.id);
      if (ids.length === 0) return [];
      const kind = MODERATION_KINDS[type];
      const docs = await kind.model
        .find({ _id: { $in: ids } })
        .select(`${kind.fields} ${MODERATION_FIELDS}`)
        .lean<ModeratedDoc[]>();
      return docs.map((doc) => ({ type, doc }));
    }),
  );
  const found = new Map(byType.flat().map((entry) => [`${entry.type}:${String(entry.doc._id)}`, entry]));
  return page.flatMap((key) => found.get(`${key.type}:${key.id}`) ?? []);
}

async function countsFor(types: readonly ModerationType[]): Promise<InboxCounts> {
  const perType = await Promise.all(
    types.map(async (type) => {
      const { model } = MODERATION_KINDS[type];
      const [pending, rejected, total] = await Promise.all([
        model.countDocuments({ state: "pending" }),
        model.countDocuments({ state: "rejected" }),
        model.estimatedDocumentCount(),
      ]);
      return { pending, rejected, approved: Math.max(0, total - pending - rejected) };
    }),
  );
  return perType.reduce(
    (sum, counts) => ({
      pending: sum.pending + counts.pending,
      approved: sum.approved + counts.approved,
      rejected: sum.rejected + counts.rejected,
    }),
    { pending: 0, approved: 0, rejected: 0 },
  );
}

/** The titles of the posts the comments belong to, in one query. */
async function postTitles(entries: Array<{ type: ModerationType; doc: ModeratedDoc }>) {
  const ids = [
    ...new Set(
      entries.filter((entry) => entry.type === "comment" && entry.doc.blog).map((e) => String(e.doc.blog)),
    ),
  ];
  if (ids.length === 0) return new Map<string, string>();
  const blogs = await Blog.find({ _id: { $in: ids } })
    .select("title")
    .lean<Array<{ _id: unknown; title?: string }>>();
  return new Map(blogs.map((blog) => [String(blog._id), blog.title ?? ""]));
}

function toInboxItem(
  type: ModerationType,
  doc: ModeratedDoc,
  titles: Map<string, string>,
  flags: Map<string, CommentFlagSummary>,
): InboxItem {
  const kind = MODERATION_KINDS[type];
  const state = stateOf(doc);
  const item: InboxItem = {
    type,
    id: String(doc._id),
    state,
    isApproved: state === "approved",
    title: kind.label(doc),
    preview: kind.preview(doc),
    submitter: { name: kind.submitterName(doc), email: doc.submitterEmail ?? null },
    createdAt: (doc.createdAt ? new Date(doc.createdAt) : new Date(0)).toISOString(),
  };
  if (type === "comment" && doc.blog) {
    const id = String(doc.blog);
    item.post = { id, title: titles.get(id) ?? "(deleted post)" };
  }
  if (doc.reason && state === "rejected") item.reason = doc.reason;
  if (doc.spam) item.spam = true;
  if (doc.decidedAt) item.decidedAt = new Date(doc.decidedAt).toISOString();
  if (doc.decidedByName) item.decidedBy = doc.decidedByName;
  const flagged = type === "comment" ? flags.get(item.id) : undefined;
  if (flagged) item.flags = flagged;
  if (doc.wordingFindings?.length) item.wordingFindings = doc.wordingFindings;
  if (type === "job" && doc.family && isRoleFamily(doc.family) && doc.seniority && isSeniority(doc.seniority))
    item.classification = {
      family: doc.family,
      seniority: doc.seniority,
      classifiedBy:
        doc.classifiedBy === "poster" || doc.classifiedBy === "staff" ? doc.classifiedBy : "rules",
    };
  if (type === "job" && doc.annualPay?.implausible)
    item.implausiblePay = doc.annualPay.implausibleReason ?? "";
  return item;
}

export async function listInbox(query: InboxQuery): Promise<{
  items: InboxItem[];
  counts: InboxCounts;
  pagination: Pagination;
}> {
  await connectDb();
  const types = query.flagged ? (["comment"] as const) : query.type ? [query.type] : MODERATION_TYPES;
  const filter = {
    ...(query.state ? { state: query.state } : {}),
    ...(query.flagged ? { flagCount: { $gt: 0 }, flagsKept: { $ne: true } } : {}),
  };
  const { skip } = pageRange(query.page, query.limit);
  const [entries, counts] = await Promise.all([
    types.length === 1
      ? readDocs(types[0]!, filter, skip, query.limit).then((docs) =>
          docs.map((doc) => ({ type: types[0]!, doc })),
        )
      : mergedPage(types, filter, skip, query.limit),
    countsFor(types),
  ]);
  const [titles, flags] = await Promise.all([
    postTitles(entries),
    flagsOf(entries.filter((entry) => entry.type === "comment").map((entry) => String(entry.doc._id))),
  ]);
  const total = query.flagged
    ? await countFlagged(filter)
    : query.state
      ? counts[query.state]
      : counts.pending + counts.approved + counts.rejected;
  return {
    items: entries.map(({ type, doc }) => toInboxItem(type, doc, titles, flags)),
    counts,
    pagination: pagination(query.page, total, query.limit),
  };
}

/** Flagged comments still to decide on (few: a scan of the { flagCount, state } index range). */
function countFlagged(filter: Record<string, unknown>): Promise<number> {
  return MODERATION_KINDS.comment.model.countDocuments(filter);
}

/** How many items wait for review (the back-office menu's badge). */
export async function countPending(): Promise<number> {
  await connectDb();
  const counts = await Promise.all(
    MODERATION_TYPES.map((type) => MODERATION_KINDS[type].model.countDocuments({ state: "pending" })),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
