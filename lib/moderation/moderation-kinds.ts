// What the moderation inbox needs to know about each moderated type (comment, event, job): its
// model, the fields it reads, what a visitor sees of it (cache tags, public page) and how it is
// previewed. The inbox, the bulk decisions and the spam tools work through these descriptions.
import "server-only";
import type { Model } from "mongoose";
import { publicTags } from "@/lib/cache/public-tags";
import { MODERATION_PREVIEW_LENGTH, type ModerationType } from "@/lib/constants";
import { keepFlaggedComment } from "@/lib/comments/comment-flags";
import { queueReplyMail } from "@/lib/comments/comment-reply-mail";
import { deleteStoredImage } from "@/lib/images/images";
import { addDaysTo } from "@/lib/dates";
import { JOB_DEFAULT_VALID_DAYS } from "@/lib/jobs/fields";
import { Comment } from "@/models/Comment";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import type { WordingFinding } from "@/lib/jobs/rules/wording";

/** A moderated document as read (lean) for the inbox and for decisions: every type's fields, optional. */
export type ModeratedDoc = {
  _id: unknown;
  state?: string | null;
  isApproved?: boolean | null;
  reason?: string | null;
  decidedAt?: Date | null;
  decidedByName?: string | null;
  spam?: boolean | null;
  submitterEmail?: string | null;
  submitterAddress?: string | null;
  createdAt?: Date | null;
  // comment
  blog?: unknown;
  name?: string | null;
  content?: string | null;
  // event and job
  title?: string | null;
  validThrough?: Date | null;
  description?: string | null;
  date?: Date | null;
  company?: string | null;
  location?: string | null;
  imageUrl?: string | null;
  wordingFindings?: WordingFinding[] | null;
  family?: string | null;
  seniority?: string | null;
  classifiedBy?: string | null;
  annualPay?: { implausible?: boolean | null; implausibleReason?: string | null } | null;
};

export type ModerationKind = {
  type: ModerationType;
  model: Model<ModeratedDoc>;
  notFoundMessage: string;
  /** The type's own fields the inbox and the mails read (the moderation fields are added). */
  fields: string;
  /** What a change of an approved item expires. */
  publicTags: (doc: ModeratedDoc) => string[];
  /** The item's public page (site-relative), for the approval mail. */
  publicPath: (doc: ModeratedDoc) => string;
  /** A short name: the mail's subject line and the audit summary. */
  label: (doc: ModeratedDoc) => string;
  preview: (doc: ModeratedDoc) => string;
  /** The submitter's name when the form asks for one (comments), else the employer for jobs. */
  submitterName: (doc: ModeratedDoc) => string | null;
  /** Fields an approval sets besides the state (a job's run starts: validThrough when it has none). */
  approvalFields?: (doc: ModeratedDoc, now: Date) => Record<string, unknown>;
  /**
   * What an approval sets off besides the decision mail (a comment: kept despite its flags, and on
   * the first approval the reply's mail); returns mails to deliver.
   */
  afterApprove?: (doc: ModeratedDoc, firstApproval: boolean) => Promise<string[]>;
  /** Releases what the item owned once it is deleted (a job's stored image). */
  afterDelete?: (doc: ModeratedDoc) => Promise<void>;
};

export const MODERATION_FIELDS =
  "state isApproved reason decidedAt decidedByName spam submitterEmail submitterAddress createdAt";

/** Collapses white space and cuts at the preview length with an ellipsis. */
export function shorten(text: string, max = MODERATION_PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

const asModel = (model: unknown) => model as Model<ModeratedDoc>;

export const MODERATION_KINDS: Record<ModerationType, ModerationKind> = {
  comment: {
    type: "comment",
    model: asModel(Comment),
    notFoundMessage: "Comment not found",
    fields: "blog name content",
    publicTags: (doc) => (doc.blog ? [publicTags.comments(String(doc.blog))] : []),
    publicPath: (doc) => `/blog/${String(doc.blog)}`,
    label: (doc) => shorten(doc.content ?? "", 80),
    preview: (doc) => shorten(doc.content ?? ""),
    submitterName: (doc) => doc.name ?? null,
    afterApprove: async (doc, firstApproval) => {
      await keepFlaggedComment(String(doc._id));
      const mailId = firstApproval ? await queueReplyMail(String(doc._id)) : null;
      return mailId ? [mailId] : [];
    },
  },
  event: {
    type: "event",
    model: asModel(Event),
    notFoundMessage: "Event not found",
    fields: "title description date location",
    publicTags: (doc) => [publicTags.events, publicTags.event(String(doc._id))],
    publicPath: (doc) => `/events/${String(doc._id)}`,
    label: (doc) => doc.title ?? "",
    preview: (doc) => shorten([doc.title, doc.description].filter(Boolean).join(" — ")),
    submitterName: () => null,
  },
  job: {
    type: "job",
    model: asModel(Job),
    notFoundMessage: "Job not found",
    fields:
      "title company location description imageUrl validThrough wordingFindings family seniority classifiedBy annualPay",
    publicTags: (doc) => [publicTags.jobs, publicTags.job(String(doc._id))],
    publicPath: (doc) => `/jobs/${String(doc._id)}`,
    label: (doc) => [doc.title, doc.company].filter(Boolean).join(" at ") || "Job",
    preview: (doc) =>
      shorten(
        [[doc.title, doc.company].filter(Boolean).join(" at "), doc.description].filter(Boolean).join(" — "),
      ),
    submitterName: (doc) => doc.company ?? null,
    approvalFields: (doc, now) =>
      doc.validThrough ? {} : { validThrough: addDaysTo(now, JOB_DEFAULT_VALID_DAYS) },
    afterDelete: async (doc) => {
      if (doc.imageUrl) await deleteStoredImage(doc.imageUrl);
    },
  },
};

/** The state of a document, derived from `isApproved` when it has none yet (rows from before states). */
export function stateOf(
  doc: Pick<ModeratedDoc, "state" | "isApproved">,
): "pending" | "approved" | "rejected" {
  if (doc.state === "approved" || doc.state === "rejected" || doc.state === "pending") return doc.state;
  return doc.isApproved ? "approved" : "pending";
}
