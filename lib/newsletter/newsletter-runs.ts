// Digests and staff newsletters: one run per mail, sent to every active subscriber. Each recipient
// is claimed by inserting the log entry `{run id}:{subscriber id}` (unique `_id`), so two senders at
// once, or a rerun after a crash, never mail anyone twice; a rerun sends what is left.
import "server-only";
import { randomUUID } from "node:crypto";
import { isDuplicateKeyError, notFound } from "@/lib/errors";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { listDigestEvents } from "@/lib/newsletter/digest-events";
import { isActiveSubscriber, listActiveRecipients } from "@/lib/newsletter/subscribers";
import { sanitizeHtml } from "@/lib/html/sanitize";
import { htmlToText } from "@/lib/html/text";
import { mailSite } from "@/lib/mail/config";
import { renderMail, type RenderedMail } from "@/lib/mail/render";
import { deliverMail, queueMail, SEND_ATTEMPTS } from "@/lib/mail/send";
import type { MailPost } from "@/lib/mail/templates/index.ts";
import { signToken } from "@/lib/auth/signed-tokens";
import { isShuttingDown } from "@/lib/server/shutdown";
import { blogPath } from "@/lib/seo/urls";
import { Blog } from "@/models/Blog";
import { publicBlogFilter } from "../posts/blog-visibility";
import { MailLog } from "@/models/MailLog";
import { MailRun } from "@/models/MailRun";

export const DIGEST_MAX_POSTS = 10;
/** The first digest covers the last week. */
export const FIRST_DIGEST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * A claim still `queued` this long after it was made was left by a server that stopped between
 * claiming and sending (a live sender hands it to SMTP within milliseconds): it is claimed again.
 */
export const ABANDONED_CLAIM_MS = 30_000;
/** A recipient whose mail failed this many times (three runs of three attempts) is given up. */
export const MAX_ATTEMPTS_PER_RECIPIENT = SEND_ATTEMPTS * 3;
/** Stands for each subscriber's unsubscribe token in a run's rendered mail. */
const TOKEN_PLACEHOLDER = "UNSUBSCRIBE0TOKEN0PLACEHOLDER";

export type RunCounts = { sent: number; skipped: number; failed: number };

type RunDoc = { _id: string; kind: string; subject: string; html: string; text: string; status: string };

function unsubscribePageUrl(token: string): string {
  return `${mailSite().url}/newsletter/unsubscribe?token=${token}`;
}

async function publishedPosts(
  filter: Record<string, unknown>,
  limit: number,
): Promise<Array<MailPost & { id: string }>> {
  const site = mailSite();
  const rows = await Blog.find({ ...filter, ...publicBlogFilter() })
    .select("title subTitle createdAt")
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean<Array<{ _id: unknown; title: string; subTitle?: string }>>();
  return rows.map((row) => ({
    id: String(row._id),
    title: row.title,
    subTitle: row.subTitle ?? "",
    url: `${site.url}${blogPath(String(row._id))}`,
  }));
}

// ---- the digest ----------------------------------------------------------------------------

/**
 * The unfinished digest, or a new one for the posts published since the last (with the upcoming
 * events); null when no post is new — upcoming events alone do not make a digest.
 */
export async function startOrResumeDigest(now = new Date()): Promise<string | null> {
  await connectDb();
  const unfinished = await MailRun.findOne({ kind: "digest", status: "sending" })
    .select("_id")
    .sort({ createdAt: 1 })
    .lean();
  if (unfinished) return String(unfinished._id);
  const last = await MailRun.findOne({ kind: "digest" }).select("until").sort({ until: -1 }).lean();
  const since = last?.until ?? new Date(now.getTime() - FIRST_DIGEST_WINDOW_MS);
  const posts = await publishedPosts({ createdAt: { $gt: since, $lte: now } }, DIGEST_MAX_POSTS);
  if (posts.length === 0) return null;

  const rendered = await renderMail(mailSite(), "digest", {
    posts,
    events: await listDigestEvents(now),
    unsubscribeUrl: unsubscribePageUrl(TOKEN_PLACEHOLDER),
  });
  // The id names the window: a second scheduler starting at the same time creates the same run.
  const id = `digest:${since.toISOString()}`;
  await createRun(id, "digest", rendered, { since, until: now, postIds: posts.map((post) => post.id) });
  return id;
}

async function createRun(
  id: string,
  kind: "digest" | "newsletter",
  rendered: RenderedMail,
  extra: Record<string, unknown>,
) {
  const total = (await listActiveRecipients()).length;
  try {
    await MailRun.create({
      _id: id,
      kind,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      total,
      ...extra,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
}

// ---- sending a run -------------------------------------------------------------------------

function personalize(text: string, token: string): string {
  return text.split(TOKEN_PLACEHOLDER).join(token);
}

/** Claims and sends one recipient's mail; what this sender did for them. */
async function sendToRecipient(
  run: RunDoc,
  recipient: { id: string; email: string },
): Promise<keyof RunCounts> {
  const claimId = `${run._id}:${recipient.id}`;
  if (!(await isActiveSubscriber(recipient.id))) return "skipped";
  const token = signToken("newsletterUnsubscribe", recipient.id);
  try {
    await MailLog.create({
      _id: claimId,
      to: recipient.email,
      kind: run.kind,
      subject: run.subject,
      status: "queued",
      runId: run._id,
      message: {
        html: personalize(run.html, token),
        text: personalize(run.text, token),
        unsubscribeUrl: `${mailSite().url}/api/newsletter/unsubscribe?token=${token}`,
      },
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    if (!(await reclaimFailed(claimId))) return "skipped";
  }
  const status = await deliverMail(claimId);
  return status === "sent" ? "sent" : "failed";
}

/**
 * A recipient claimed before whose mail failed (or waited without SMTP) is taken again by a
 * conditional update carrying a fresh marker; only the sender that reads its own marker back sends.
 */
async function reclaimFailed(claimId: string): Promise<boolean> {
  const entry = await MailLog.findById(claimId).select("status attempts createdAt updatedAt").lean();
  if (!entry) return false;
  // A claim left `queued` or `sending` by a process that stopped (its job's lease ran out).
  const abandonedBefore = Date.now() - Math.min(ABANDONED_CLAIM_MS, getEnv().TASK_LEASE_MS);
  const abandoned =
    (entry.status === "queued" && entry.createdAt.getTime() < abandonedBefore) ||
    (entry.status === "sending" && (entry.updatedAt?.getTime() ?? 0) < abandonedBefore);
  if (entry.status !== "failed" && entry.status !== "not sent" && !abandoned) return false;
  if ((entry.attempts ?? 0) >= MAX_ATTEMPTS_PER_RECIPIENT) return false;
  const marker = `retry:${randomUUID()}`;
  const result = await MailLog.updateOne(
    { _id: claimId, status: entry.status, attempts: entry.attempts ?? 0 },
    { $set: { status: "queued", error: marker } },
  );
  if (result.matchedCount === 0) return false;
  const after = await MailLog.findById(claimId).select("error").lean();
  return after?.error === marker;
}

/**
 * Sends the run to every active subscriber not yet mailed; marks it done when nobody is left. When
 * the server is stopping it ends after the current recipient: the run stays open for the next call.
 */
export async function sendRun(runId: string): Promise<RunCounts> {
  await connectDb();
  const run = await MailRun.findById(runId).select("kind subject html text status").lean<RunDoc>();
  if (!run) throw notFound("Mailing not found");
  const counts: RunCounts = { sent: 0, skipped: 0, failed: 0 };
  if (run.status === "done") return counts;
  for (const recipient of await listActiveRecipients()) {
    if (isShuttingDown()) return counts;
    counts[await sendToRecipient(run, recipient)] += 1;
  }
  const retriable = await MailLog.countDocuments({
    runId,
    $or: [
      { status: { $in: ["failed", "not sent"] }, attempts: { $lt: MAX_ATTEMPTS_PER_RECIPIENT } },
      { status: "queued" },
    ],
  });
  if (retriable === 0)
    await MailRun.updateOne(
      { _id: runId, status: "sending" },
      { $set: { status: "done", finishedAt: new Date() } },
    );
  return counts;
}

/** Every unfinished run (a newsletter whose server stopped, a digest cut short) is sent on. */
export async function resumeUnfinishedRuns(): Promise<RunCounts> {
  await connectDb();
  const runs = await MailRun.find({ status: "sending" }).select("_id").sort({ createdAt: 1 }).lean();
  const total: RunCounts = { sent: 0, skipped: 0, failed: 0 };
  for (const run of runs) {
    const counts = await sendRun(String(run._id));
    total.sent += counts.sent;
    total.skipped += counts.skipped;
    total.failed += counts.failed;
  }
  return total;
}

/**
 * Mails of open runs still claimed (`queued` or `sending`) — by a process that stopped, or one still
 * at work. The digest job fails while there are any, so the queue runs it again after a back-off.
 */
export async function claimedMailsOfOpenRuns(): Promise<number> {
  await connectDb();
  const runs = await MailRun.find({ status: "sending" }).select("_id").lean();
  if (runs.length === 0) return 0;
  return MailLog.countDocuments({
    runId: { $in: runs.map((run) => String(run._id)) },
    status: { $in: ["queued", "sending"] },
  });
}

// ---- staff newsletters ---------------------------------------------------------------------

export type NewsletterDraft = { subject: string; body: string; postIds: string[] };

/** Sanitized body with links and images made absolute (mail clients have no base URL). */
function mailBody(body: string): { html: string; text: string } {
  const site = mailSite();
  const html = sanitizeHtml(body).replace(/(href|src)="\/(?!\/)/g, `$1="${site.url}/`);
  return { html, text: htmlToText(html) };
}

async function renderNewsletter(draft: NewsletterDraft, unsubscribeUrl: string): Promise<RenderedMail> {
  const posts = draft.postIds.length
    ? await publishedPosts({ _id: { $in: draft.postIds } }, DIGEST_MAX_POSTS)
    : [];
  const body = mailBody(draft.body);
  return renderMail(mailSite(), "newsletter", {
    subject: draft.subject,
    bodyHtml: body.html,
    bodyText: body.text,
    posts,
    unsubscribeUrl,
  });
}

export async function previewNewsletter(draft: NewsletterDraft): Promise<RenderedMail> {
  await connectDb();
  return renderNewsletter(draft, unsubscribePageUrl(TOKEN_PLACEHOLDER));
}

/** A copy to the staff member: no subscription behind it, so the unsubscribe link leads nowhere. */
export async function sendTestNewsletter(draft: NewsletterDraft, to: string) {
  await connectDb();
  const posts = draft.postIds.length
    ? await publishedPosts({ _id: { $in: draft.postIds } }, DIGEST_MAX_POSTS)
    : [];
  const body = mailBody(draft.body);
  return queueMail({
    to,
    template: "newsletter",
    data: {
      subject: `[Test] ${draft.subject}`,
      bodyHtml: body.html,
      bodyText: body.text,
      posts,
      unsubscribeUrl: unsubscribePageUrl("test"),
    },
  });
}

/** Records the newsletter as a run; the caller sends it in the background with sendRun. */
export async function createNewsletterRun(draft: NewsletterDraft, createdBy: string): Promise<string> {
  await connectDb();
  const rendered = await renderNewsletter(draft, unsubscribePageUrl(TOKEN_PLACEHOLDER));
  const id = `newsletter-${randomUUID()}`;
  await createRun(id, "newsletter", rendered, { postIds: draft.postIds, createdBy });
  return id;
}

export type RunSummary = {
  id: string;
  kind: string;
  subject: string;
  status: string;
  total: number;
  sent: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
};

async function summarize(run: {
  _id: unknown;
  kind: string;
  subject: string;
  status: string;
  total?: number;
  createdAt: Date;
  finishedAt?: Date | null;
}): Promise<RunSummary> {
  const id = String(run._id);
  const [sent, failed] = await Promise.all([
    MailLog.countDocuments({ runId: id, status: "sent" }),
    MailLog.countDocuments({ runId: id, status: { $in: ["failed", "not sent"] } }),
  ]);
  return {
    id,
    kind: run.kind,
    subject: run.subject,
    status: run.status,
    total: run.total ?? 0,
    sent,
    failed,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

export async function getRunSummary(id: string): Promise<RunSummary> {
  await connectDb();
  const run = await MailRun.findById(id).select("kind subject status total createdAt finishedAt").lean();
  if (!run) throw notFound("Mailing not found");
  return summarize(run);
}

export async function listRecentRuns(limit = 10): Promise<RunSummary[]> {
  await connectDb();
  const runs = await MailRun.find({})
    .select("kind subject status total createdAt finishedAt")
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean();
  return Promise.all(runs.map(summarize));
}
