// Double opt-in, shared by the newsletter, job alerts and a guest's reply notifications: a
// confirmation mail (at most one per interval) whose link opens a page with a button, and that
// button's POST, which turns the row named by the token active. Only the sha256 of the token's
// secret half is stored (models/double-opt-in-fields.ts); each new mail replaces the last token.
import "server-only";
import type { Model } from "mongoose";
import {
  CONFIRM_TTL_MS,
  expiryFrom,
  hasExpired,
  newSecretToken,
  parseSecretToken,
  sameHash,
} from "@/lib/auth/signed-tokens";
import { gone, isDuplicateKeyError, notFound } from "@/lib/errors";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import type { TemplateData, TemplateName } from "@/lib/mail/templates/index.ts";

export const CONFIRM_MAIL_INTERVAL_MS = 60 * 60 * 1000;

type OptInRow = { _id: unknown; confirmSentAt?: Date | null };

// The opt-in models differ in their other fields; only the shared ones are read and written here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type OptInModel = Model<any>;

/**
 * The opt-in row `filter` names (an e-mail address, an alert's key), created from `fields` when
 * there is none: two requests at once are settled by the unique index, and both get the one row.
 */
export async function findOrCreateOptIn<T>(
  model: OptInModel,
  filter: Record<string, unknown>,
  fields: Record<string, unknown>,
): Promise<T> {
  const existing = await model.findOne(filter).lean<T>();
  if (existing) return existing;
  try {
    return (await model.create(fields)).toObject() as T;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const row = await model.findOne(filter).lean<T>();
    if (!row) throw error;
    return row;
  }
}

export type ConfirmationRequest<K extends TemplateName> = {
  model: OptInModel;
  row: OptInRow;
  to: string;
  template: K;
  /** The mail's data around the confirmation link. */
  data: (confirmUrl: string) => TemplateData[K];
  /** The site path of the confirm page (its button POSTs the token). */
  confirmPath: string;
  /** The mail log's id prefix (`{prefix}:{row}:{previous send}` makes racing requests send once). */
  logPrefix: string;
  /** Send even within the interval (an address that proved it holds the mailbox since the last mail). */
  skipInterval?: boolean;
  now?: Date;
};

/**
 * Queues a confirmation mail for the row unless one went out within the interval; stores the new
 * token's hash, its expiry and the send time. Returns the mail's id for the caller to deliver after
 * its answer (so the answer's timing tells nothing), or null when nothing is to be sent.
 */
export async function queueConfirmation<K extends TemplateName>(
  request: ConfirmationRequest<K>,
): Promise<string | null> {
  const { model, row, now = new Date() } = request;
  const sentAt = row.confirmSentAt?.getTime();
  if (!request.skipInterval && sentAt !== undefined && now.getTime() - sentAt < CONFIRM_MAIL_INTERVAL_MS)
    return null;
  const id = String(row._id);
  const { token, hash } = newSecretToken(id);
  const confirmUrl = `${mailSite().url}${request.confirmPath}?token=${encodeURIComponent(token)}`;
  // The log entry's id is the claim: requests racing on the same previous send insert it once
  // (FerretDB has no transactions; `_id` is always unique).
  const queued = await queueMail({
    to: request.to,
    template: request.template,
    data: request.data(confirmUrl),
    id: `${request.logPrefix}:${id}:${sentAt ?? "first"}`,
  });
  if (queued.status === "duplicate") return null;
  await model.updateOne(
    { _id: id },
    {
      $set: {
        state: "pending",
        confirmTokenHash: hash,
        confirmExpiresAt: expiryFrom(CONFIRM_TTL_MS, now),
        confirmSentAt: now,
      },
    },
  );
  return queued.id;
}

export type ConfirmTokenOptions = {
  model: OptInModel;
  token: string;
  invalidMessage: string;
  expiredMessage: string;
  /** What else the confirmation sets besides `state: "active"` and `confirmedAt`. */
  activate?: (now: Date) => Record<string, unknown>;
  now?: Date;
};

/** The confirm page's button: the row the token names becomes `active` (404 unknown or used, 410 expired). */
export async function confirmToken(options: ConfirmTokenOptions): Promise<string> {
  const { model, now = new Date() } = options;
  const parsed = parseSecretToken(options.token);
  if (!parsed) throw notFound(options.invalidMessage);
  const { hash } = parsed;
  const row = await model
    .findById(parsed.id)
    .select("confirmTokenHash confirmExpiresAt")
    .lean<{ _id: unknown; confirmTokenHash?: string | null; confirmExpiresAt?: Date | null }>();
  if (!row?.confirmTokenHash || !sameHash(row.confirmTokenHash, hash)) throw notFound(options.invalidMessage);
  if (hasExpired(row.confirmExpiresAt, now)) {
    throw gone(options.expiredMessage);
  }
  const result = await model.updateOne(
    { _id: row._id, confirmTokenHash: hash },
    {
      $set: {
        state: "active",
        confirmedAt: now,
        ...options.activate?.(now),
        confirmTokenHash: null,
        confirmExpiresAt: null,
      },
    },
  );
  if (result.matchedCount === 0) throw notFound(options.invalidMessage);
  return String(row._id);
}
