// The mail log for admins: every mail the site tried to send, newest first.
import "server-only";
import { connectDb } from "@/lib/db";
import { findPage, type Pagination } from "@/lib/db-paginate";
import { MailLog, type MailLogDoc, type MailStatus } from "@/models/MailLog";
import { MAIL_LOG_PAGE_SIZE } from "@/lib/constants";

export type MailLogEntry = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: MailStatus;
  error: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};

type LeanEntry = {
  _id: string;
  to: string;
  kind: string;
  subject: string;
  status: MailStatus;
  error?: string;
  attempts?: number;
  createdAt: Date;
  sentAt?: Date | null;
};

export async function listMailLog(options: {
  page: number;
  status?: MailStatus;
  to?: string;
}): Promise<{ mails: MailLogEntry[]; pagination: Pagination }> {
  await connectDb();
  const filter: Record<string, unknown> = {};
  if (options.status) filter.status = options.status;
  if (options.to) filter.to = options.to;
  const { docs, pagination } = await findPage<MailLogDoc, LeanEntry>(MailLog, filter, {
    page: options.page,
    pageSize: MAIL_LOG_PAGE_SIZE,
    select: "to kind subject status error attempts createdAt sentAt",
  });
  const mails = docs.map((doc) => ({
    id: doc._id,
    to: doc.to,
    kind: doc.kind,
    subject: doc.subject,
    status: doc.status,
    // A retry's claim marker is not an error worth showing.
    error: doc.error?.startsWith("retry:") ? "" : (doc.error ?? ""),
    attempts: doc.attempts ?? 0,
    createdAt: doc.createdAt.toISOString(),
    sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
  }));
  return { mails, pagination };
}

/** Transactional mails that wait (no SMTP then, or a failure) and are recent enough to still matter. */
export async function waitingMailIds(now = new Date(), maxAttempts = 9): Promise<string[]> {
  await connectDb();
  const rows = await MailLog.find({
    runId: null,
    status: { $in: ["not sent", "failed"] },
    attempts: { $lt: maxAttempts },
    createdAt: { $gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) },
  })
    .select("_id")
    .limit(500)
    .lean();
  return rows.map((row) => String(row._id));
}

/** Transactional mails still `queued` since before `before` (their process stopped before sending). */
export async function stuckQueuedMailIds(before: Date): Promise<string[]> {
  await connectDb();
  const rows = await MailLog.find({ runId: null, status: "queued", createdAt: { $lt: before } })
    .select("_id")
    .limit(500)
    .lean();
  return rows.map((row) => String(row._id));
}
