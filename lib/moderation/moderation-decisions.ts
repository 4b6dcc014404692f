// Moderation decisions on comments, events and jobs: approve, reject (with a reason), spam (a
// reject that mails nothing, optionally blocking the submitter and rejecting their other pending
// items) and delete. Each decision is one audit entry written here; a change to what visitors see
// expires its cached pages; a submitter who gave an e-mail gets a mail queued here and delivered by
// the route after its answer (deliverModerationMails).
import "server-only";
import { isValidObjectId } from "mongoose";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { MODERATION_TYPES, SPAM_REASON, type ModerationType } from "@/lib/constants";
import { recordAudit } from "@/lib/staff/audit";
import { blockSubmitter } from "@/lib/moderation/moderation-blocks";
import {
  MODERATION_FIELDS,
  MODERATION_KINDS,
  stateOf,
  type ModeratedDoc,
  type ModerationKind,
} from "@/lib/moderation/moderation-kinds";
import type { SessionUser } from "@/lib/staff/users";
import { connectDb } from "@/lib/db";
import { DomainError, invalid, notFound } from "@/lib/errors";
import { deliverMail, queueMail } from "@/lib/mail/send";
import { mailSite } from "@/lib/mail/config";
import { emitWebhookEvent, type WebhookItem } from "@/lib/integrations/webhooks";

export type DecisionAction = "approve" | "reject" | "spam" | "delete";
export type DecisionItem = { type: ModerationType; id: string };
export type DecisionResult = { type: ModerationType; id: string; ok: boolean; message?: string };

export type BulkDecision = {
  action: DecisionAction;
  items: DecisionItem[];
  reason?: string;
  /** spam: also block the submitters' e-mails and addresses. */
  block?: boolean;
  /** spam: also reject everything still pending from the same submitters. */
  sameSubmitter?: boolean;
};

export type BulkOutcome = {
  results: DecisionResult[];
  /** Items rejected as spam because they came from the same submitter (sameSubmitter). */
  alsoRejected: number;
  /** Blocks added (block). */
  blocked: number;
  /** Mails queued for the submitters: deliver them after the answer. */
  mailIds: string[];
};

/** `mailId`: the submitter's decision mail; `alsoMail`: what the approval set off (a reply's mail). */
type Applied = { doc: ModeratedDoc; mailId?: string; alsoMail?: string[] };

/** What a webhook event says of a moderated item (a comment names its post). */
function webhookItem(kind: ModerationKind, doc: ModeratedDoc): WebhookItem {
  const id = String(doc._id);
  return kind.type === "comment" ? { id, postId: String(doc.blog) } : { id, title: kind.label(doc) };
}

/** An approved job or event leaving the site (rejected or deleted) is announced as closed or cancelled. */
function announceRemoval(kind: ModerationKind, doc: ModeratedDoc): void {
  if (!doc.isApproved || kind.type === "comment") return;
  emitWebhookEvent(kind.type === "job" ? "job.closed" : "event.cancelled", webhookItem(kind, doc));
}

const REASON_REQUIRED = "A reason is required to reject";

async function readForDecision(kind: ModerationKind, id: string): Promise<ModeratedDoc> {
  if (!isValidObjectId(id) || !/^[a-f0-9]{24}$/i.test(id)) throw invalid("Invalid id");
  const doc = await kind.model
    .findById(id)
    .select(`${kind.fields} ${MODERATION_FIELDS}`)
    .lean<ModeratedDoc>();
  if (!doc) throw notFound(kind.notFoundMessage);
  return doc;
}

function decisionFields(actor: SessionUser, now: Date) {
  return { decidedAt: now, decidedBy: actor.id, decidedByName: actor.name };
}

async function queueDecisionMail(
  kind: ModerationKind,
  doc: ModeratedDoc,
  decision: "approved" | "rejected",
  reason: string,
  now: Date,
): Promise<string | undefined> {
  if (!doc.submitterEmail || doc.spam) return undefined;
  const title = kind.label(doc);
  const id = `moderation:${kind.type}:${String(doc._id)}:${decision}:${now.getTime()}`;
  const queued =
    decision === "approved"
      ? await queueMail({
          id,
          to: doc.submitterEmail,
          template: "moderationApproved",
          data: { kind: kind.type, title, url: `${mailSite().url}${kind.publicPath(doc)}` },
        })
      : await queueMail({
          id,
          to: doc.submitterEmail,
          template: "moderationRejected",
          data: { kind: kind.type, title, reason },
        });
  return queued.status === "queued" ? queued.id : undefined;
}

async function approve(kind: ModerationKind, id: string, actor: SessionUser): Promise<Applied> {
  const doc = await readForDecision(kind, id);
  const now = new Date();
  const result = await kind.model.updateOne(
    { _id: id, state: { $ne: "approved" } },
    {
      $set: {
        state: "approved",
        isApproved: true,
        approvedAt: now,
        ...decisionFields(actor, now),
        ...kind.approvalFields?.(doc, now),
      },
      $unset: { reason: "", spam: "" },
    },
  );
  // Already approved (or a concurrent approval won): nothing changes and nobody is mailed twice.
  if (result.modifiedCount === 0 && stateOf(doc) !== "approved") {
    if (!(await kind.model.exists({ _id: id }))) throw notFound(kind.notFoundMessage);
  }
  const changed = result.modifiedCount > 0;
  if (changed && !doc.isApproved) await invalidatePublicCache(kind.publicTags(doc));
  if (changed) emitWebhookEvent(`${kind.type}.published`, webhookItem(kind, doc));
  await recordAudit(actor, `${kind.type}.approve`, { type: kind.type, id, summary: kind.label(doc) });
  const mailId = changed ? await queueDecisionMail(kind, doc, "approved", "", now) : undefined;
  const alsoMail = kind.afterApprove ? await kind.afterApprove(doc, changed) : [];
  return { doc, mailId, alsoMail };
}

async function reject(
  kind: ModerationKind,
  id: string,
  actor: SessionUser,
  reason: string,
  spam: boolean,
): Promise<Applied> {
  const doc = await readForDecision(kind, id);
  const now = new Date();
  const set = {
    state: "rejected",
    isApproved: false,
    reason,
    ...decisionFields(actor, now),
    ...(spam ? { spam: true } : {}),
  };
  const transition = await kind.model.updateOne(
    { _id: id, state: { $ne: "rejected" } },
    { $set: set },
    { runValidators: true },
  );
  const changed = transition.modifiedCount > 0;
  // Rejected again: the new reason (and spam mark) replace the old ones; no second mail.
  if (!changed) {
    const again = await kind.model.updateOne({ _id: id }, { $set: set }, { runValidators: true });
    if (again.matchedCount === 0) throw notFound(kind.notFoundMessage);
  }
  if (doc.isApproved) await invalidatePublicCache(kind.publicTags(doc));
  announceRemoval(kind, doc);
  await recordAudit(actor, `${kind.type}.${spam ? "spam" : "reject"}`, {
    type: kind.type,
    id,
    summary: `${kind.label(doc)} — ${reason}`,
  });
  const mailId = changed && !spam ? await queueDecisionMail(kind, doc, "rejected", reason, now) : undefined;
  return { doc, mailId };
}

async function remove(kind: ModerationKind, id: string, actor: SessionUser): Promise<Applied> {
  const doc = await readForDecision(kind, id);
  const result = await kind.model.deleteOne({ _id: id });
  if (result.deletedCount === 0) throw notFound(kind.notFoundMessage);
  if (doc.isApproved) await invalidatePublicCache(kind.publicTags(doc));
  announceRemoval(kind, doc);
  await recordAudit(actor, `${kind.type}.delete`, { type: kind.type, id, summary: kind.label(doc) });
  await kind.afterDelete?.(doc);
  return { doc };
}

/** One decision on one item; throws the domain error that explains a refusal. */
export async function decideItem(
  type: ModerationType,
  id: string,
  action: DecisionAction,
  actor: SessionUser,
  reason = "",
): Promise<Applied> {
  await connectDb();
  const kind = MODERATION_KINDS[type];
  switch (action) {
    case "approve":
      return approve(kind, id, actor);
    case "reject":
      if (!reason.trim()) throw invalid(REASON_REQUIRED);
      return reject(kind, id, actor, reason.trim(), false);
    case "spam":
      return reject(kind, id, actor, reason.trim() || SPAM_REASON, true);
    case "delete":
      return remove(kind, id, actor);
  }
}

/** Rejects as spam every item still pending from this e-mail or address; returns how many. */
async function rejectPendingFrom(
  submitter: { email?: string | null; address?: string | null },
  actor: SessionUser,
  skip: Set<string>,
): Promise<{ count: number }> {
  let count = 0;
  for (const type of MODERATION_TYPES) {
    const kind = MODERATION_KINDS[type];
    const filters = [
      ...(submitter.email ? [{ submitterEmail: submitter.email, state: "pending" }] : []),
      ...(submitter.address ? [{ submitterAddress: submitter.address, state: "pending" }] : []),
    ];
    for (const filter of filters) {
      const rows = await kind.model.find(filter).select("_id").limit(1000).lean<Array<{ _id: unknown }>>();
      for (const row of rows) {
        const id = String(row._id);
        if (skip.has(`${type}:${id}`)) continue;
        skip.add(`${type}:${id}`);
        try {
          await reject(kind, id, actor, SPAM_REASON, true);
          count += 1;
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
        }
      }
    }
  }
  return { count };
}

/** Applies one action to up to MODERATION_BULK_MAX items; each item's outcome is independent. */
export async function decideItems(input: BulkDecision, actor: SessionUser): Promise<BulkOutcome> {
  if (input.action === "reject" && !input.reason?.trim()) throw invalid(REASON_REQUIRED);
  const results: DecisionResult[] = [];
  const mailIds: string[] = [];
  const submitters: Array<{ email?: string | null; address?: string | null }> = [];
  for (const item of input.items) {
    try {
      const applied = await decideItem(item.type, item.id, input.action, actor, input.reason);
      if (applied.mailId) mailIds.push(applied.mailId);
      mailIds.push(...(applied.alsoMail ?? []));
      if (input.action === "spam")
        submitters.push({ email: applied.doc.submitterEmail, address: applied.doc.submitterAddress });
      results.push({ type: item.type, id: item.id, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.push({ type: item.type, id: item.id, ok: false, message: error.message });
    }
  }
  let alsoRejected = 0;
  let blocked = 0;
  if (input.action === "spam") {
    const done = new Set(input.items.map((item) => `${item.type}:${item.id}`));
    for (const submitter of submitters) {
      if (input.block) blocked += await blockSubmitter(submitter, actor);
      if (input.sameSubmitter) alsoRejected += (await rejectPendingFrom(submitter, actor, done)).count;
    }
  }
  return { results, alsoRejected, blocked, mailIds };
}

/** Sends the queued decision mails, one after another (called after the answer). */
export async function deliverModerationMails(mailIds: readonly string[]): Promise<void> {
  for (const id of mailIds) await deliverMail(id);
}
