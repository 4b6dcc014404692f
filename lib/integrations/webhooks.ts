// Webhooks: admins register receivers; content writes emit events (emitWebhookEvent, called by the
// data function that made the change); each event becomes one delivery record per subscribed
// webhook, tried at once and, after a failure, again with back-off by whichever server's sweep
// finds it due (lib/integrations/webhook-sweeper.ts, POST /api/cron/webhooks), so a restart loses nothing.
import "server-only";
import { isValidObjectId, Types } from "mongoose";
import { recordAudit } from "@/lib/staff/audit";
import { findPage, type Pagination } from "@/lib/db-paginate";
import type { SessionUser } from "@/lib/staff/users";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { invalid, notFound } from "@/lib/errors";
import type { WebhookEvent } from "@/lib/integrations/integrations-schemas";
import { WEBHOOK_CLAIM_MS, WEBHOOK_TIMEOUT_MS, retryDelayMs } from "@/lib/integrations/webhook-retry";
import { WebhookRefusedError, assertWebhookUrlAllowed, postWebhook } from "@/lib/integrations/webhook-send";
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  generateWebhookSecret,
  signWebhookBody,
} from "@/lib/integrations/webhook-signature";
import { Webhook } from "@/models/Webhook";
import { WebhookDelivery, type WebhookDeliveryDoc } from "@/models/WebhookDelivery";

export const WEBHOOK_NOT_FOUND = "Webhook not found";
const DELIVERIES_PAGE_SIZE = 30;
const SWEEP_BATCH = 50;
const PARALLEL_ATTEMPTS = 5;

export type WebhookSummary = {
  _id: string;
  url: string;
  events: WebhookEvent[];
  createdAt: string;
  createdBy: string;
};

export type DeliveryAttempt = { at: string; status: number; error: string | null; durationMs: number | null };
export type DeliveryRow = {
  _id: string;
  event: string;
  state: "pending" | "delivered" | "failed";
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: DeliveryAttempt[];
};

type LeanWebhook = {
  _id: unknown;
  url: string;
  events?: string[] | null;
  createdAt?: Date | null;
  createdBy?: { name?: string | null } | null;
};

type LeanAttempt = { at: Date; status: number; error?: string | null; durationMs?: number | null };
type LeanDelivery = {
  _id: Types.ObjectId;
  webhook: Types.ObjectId;
  event: string;
  payload: string;
  state: DeliveryRow["state"];
  attempts?: LeanAttempt[] | null;
  nextAttemptAt?: Date | null;
  createdAt?: Date | null;
};

function toSummary(doc: LeanWebhook): WebhookSummary {
  return {
    _id: String(doc._id),
    url: doc.url,
    events: (doc.events ?? []) as WebhookEvent[],
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    createdBy: doc.createdBy?.name ?? "",
  };
}

function toDeliveryRow(doc: LeanDelivery): DeliveryRow {
  return {
    _id: String(doc._id),
    event: doc.event,
    state: doc.state,
    createdAt: (doc.createdAt ?? new Date(0)).toISOString(),
    nextAttemptAt: doc.state === "pending" && doc.nextAttemptAt ? doc.nextAttemptAt.toISOString() : null,
    attempts: (doc.attempts ?? []).map((attempt) => ({
      at: new Date(attempt.at).toISOString(),
      status: attempt.status,
      error: attempt.error ?? null,
      durationMs: attempt.durationMs ?? null,
    })),
  };
}

const allowPrivate = () => getEnv().WEBHOOK_ALLOW_PRIVATE_HOSTS;

/** Registers a receiver; the answer carries its signing secret (shown once). */
export async function createWebhook(
  input: { url: string; events: WebhookEvent[] },
  actor: SessionUser,
): Promise<{ secret: string; webhook: WebhookSummary }> {
  try {
    await assertWebhookUrlAllowed(input.url, allowPrivate());
  } catch (error) {
    if (error instanceof WebhookRefusedError) throw invalid(error.message);
    throw error;
  }
  await connectDb();
  const secret = generateWebhookSecret();
  const doc = await Webhook.create({
    url: input.url,
    events: input.events,
    secret,
    createdBy: { name: actor.name, user: actor.id },
  });
  const webhook = toSummary(doc.toObject() as LeanWebhook);
  await recordAudit(actor, "webhook.create", { type: "webhook", id: webhook._id, summary: input.url });
  return { secret, webhook };
}

export async function listWebhooks(): Promise<WebhookSummary[]> {
  await connectDb();
  const docs = await Webhook.find({})
    .select("url events createdAt createdBy")
    .sort({ createdAt: -1, _id: -1 })
    .limit(500)
    .lean<LeanWebhook[]>();
  return docs.map(toSummary);
}

/** Removes the webhook and its delivery log (pending deliveries are dropped with it). */
export async function deleteWebhook(id: string, actor: SessionUser): Promise<void> {
  await connectDb();
  const { deletedCount } = isValidObjectId(id) ? await Webhook.deleteOne({ _id: id }) : { deletedCount: 0 };
  if (deletedCount === 0) throw notFound(WEBHOOK_NOT_FOUND);
  await WebhookDelivery.deleteMany({ webhook: id });
  await recordAudit(actor, "webhook.delete", { type: "webhook", id });
}

/** A webhook's deliveries, newest first, each with its attempts in the order they were made. */
export async function listWebhookDeliveries(
  id: string,
  page: number,
): Promise<{ deliveries: DeliveryRow[]; pagination: Pagination }> {
  await connectDb();
  if (!isValidObjectId(id) || !(await Webhook.exists({ _id: id }))) throw notFound(WEBHOOK_NOT_FOUND);
  const { docs, pagination } = await findPage<WebhookDeliveryDoc, LeanDelivery>(
    WebhookDelivery,
    { webhook: new Types.ObjectId(id) },
    {
      page,
      pageSize: DELIVERIES_PAGE_SIZE,
      select: "webhook event payload state attempts nextAttemptAt createdAt",
    },
  );
  return { deliveries: docs.map(toDeliveryRow), pagination };
}

// ---- emitting and delivering ----

/** The event a post's save announces, from whether the public saw it before and sees it now. */
export function postChangeEvent(wasPublic: boolean, isPublic: boolean): WebhookEvent | null {
  if (isPublic) return wasPublic ? "post.updated" : "post.published";
  return wasPublic ? "post.unpublished" : null;
}

/** What an event's `data` names: the item, and the post a comment belongs to. */
export type WebhookItem = { id: string; title?: string; postId?: string };

function publicUrl(event: WebhookEvent, item: WebhookItem): string {
  const site = getEnv().NEXT_PUBLIC_SITE_URL.replace(/\/$/, "");
  const [kind] = event.split(".");
  if (kind === "job") return `${site}/jobs/${item.id}`;
  if (kind === "event") return `${site}/events/${item.id}`;
  if (kind === "comment") return `${site}/blog/${item.postId ?? ""}`;
  return `${site}/blog/${item.id}`;
}

/**
 * Records one delivery per webhook subscribed to `event` and tries each at once. Never throws and
 * never delays the write that called it: the work runs after the caller has moved on, and a
 * failure is logged (the change itself stands).
 */
export function emitWebhookEvent(event: WebhookEvent, item: WebhookItem): void {
  void queueDeliveries(event, item).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: "error", msg: "webhook event not recorded", event, error: String(error) }),
    );
  });
}

async function queueDeliveries(event: WebhookEvent, item: WebhookItem): Promise<void> {
  await connectDb();
  const hooks = await Webhook.find({ events: event }).select("_id").lean<Array<{ _id: Types.ObjectId }>>();
  if (hooks.length === 0) return;
  const now = Date.now();
  const data = { ...item, url: publicUrl(event, item) };
  const payload = JSON.stringify({ event, occurredAt: new Date(now).toISOString(), data });
  // Created already claimed by this server for its first try; the sweep takes over if it dies.
  const docs = hooks.map((hook) => ({
    _id: new Types.ObjectId(),
    webhook: hook._id,
    event,
    payload,
    state: "pending" as const,
    attempts: [],
    nextAttemptAt: new Date(now + WEBHOOK_CLAIM_MS),
  }));
  await WebhookDelivery.insertMany(docs);
  await Promise.all(docs.map((doc) => attempt(doc)));
}

/** One try of a delivery this server has claimed; records the outcome and the next try, if any. */
async function attempt(delivery: LeanDelivery): Promise<"delivered" | "retry" | "failed"> {
  const hook = await Webhook.findById(delivery.webhook)
    .select("+secret url")
    .lean<{ url: string; secret: string }>();
  if (!hook) {
    await WebhookDelivery.deleteOne({ _id: delivery._id });
    return "failed";
  }
  const started = Date.now();
  let status = 0;
  let error: string | undefined;
  let refused = false;
  try {
    status = await postWebhook(
      hook.url,
      delivery.payload,
      {
        [EVENT_HEADER]: delivery.event,
        [DELIVERY_HEADER]: String(delivery._id),
        [SIGNATURE_HEADER]: signWebhookBody(hook.secret, delivery.payload),
      },
      { allowPrivate: allowPrivate(), timeoutMs: WEBHOOK_TIMEOUT_MS },
    );
    if (status < 200 || status >= 300) error = `HTTP ${status}`;
  } catch (failure) {
    refused = failure instanceof WebhookRefusedError;
    error = (failure instanceof Error ? failure.message : String(failure)).slice(0, 500);
  }
  const finished = Date.now();
  const tries = (delivery.attempts?.length ?? 0) + 1;
  const delay = error && !refused ? retryDelayMs(tries, getEnv().WEBHOOK_RETRY_BASE_MS) : null;
  const outcome = !error ? "delivered" : delay === null ? "failed" : "retry";
  const record = {
    at: new Date(started),
    status,
    durationMs: finished - started,
    ...(error ? { error } : {}),
  };
  await WebhookDelivery.updateOne(
    { _id: delivery._id },
    {
      $push: { attempts: record },
      ...(outcome === "retry"
        ? { $set: { nextAttemptAt: new Date(finished + delay!) } }
        : { $set: { state: outcome }, $unset: { nextAttemptAt: "" } }),
    },
  );
  return outcome;
}

/** Claims a due delivery for this server (the conditional update only one server wins). */
async function claim(delivery: LeanDelivery, now: number): Promise<boolean> {
  const claimed = await WebhookDelivery.updateOne(
    { _id: delivery._id, state: "pending", nextAttemptAt: delivery.nextAttemptAt },
    { $set: { nextAttemptAt: new Date(now + WEBHOOK_CLAIM_MS) } },
  );
  return claimed.modifiedCount === 1;
}

/** Tries every pending delivery that is due; returns how each try went. */
export async function runDueWebhookDeliveries(
  now: Date = new Date(),
): Promise<{ attempted: number; delivered: number; failed: number }> {
  await connectDb();
  const due = await WebhookDelivery.find({ state: "pending", nextAttemptAt: { $lte: now } })
    .select("webhook event payload state attempts nextAttemptAt")
    .sort({ nextAttemptAt: 1 })
    .limit(SWEEP_BATCH)
    .lean<LeanDelivery[]>();
  const counts = { attempted: 0, delivered: 0, failed: 0 };
  for (let start = 0; start < due.length; start += PARALLEL_ATTEMPTS) {
    await Promise.all(
      due.slice(start, start + PARALLEL_ATTEMPTS).map(async (delivery) => {
        if (!(await claim(delivery, Date.now()))) return;
        counts.attempted += 1;
        const outcome = await attempt(delivery);
        if (outcome === "delivered") counts.delivered += 1;
        if (outcome === "failed") counts.failed += 1;
      }),
    );
  }
  return counts;
}
