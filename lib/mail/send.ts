// The transactional mail API: `sendMail({ to, template, data })` renders the template, records the
// mail in the log and sends it (retried with back-off). Nothing here throws for a failed send: the
// log says what happened, and a subscriber's state never depends on the mail going out.
import "server-only";
import { randomUUID } from "node:crypto";
import { connectDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { scheduleTask } from "@/lib/tasks/queue";
import { MailLog, type MailStatus } from "@/models/MailLog";
import { mailFrom, mailPacer, mailSite, mailTransport } from "./config";
import { renderMail } from "./render";
import { withRetries } from "./retry";
import type { TemplateData, TemplateName } from "./templates";

export const SEND_ATTEMPTS = 3;
const RETRY_BASE_MS = 1000;

export type MailAttachment = { filename: string; contentType: string; content: string };
/** An image shown inside the HTML as `cid:{cid}`; `content` is base64. */
export type InlineImage = MailAttachment & { cid: string };

export type StoredMessage = {
  html: string;
  text: string;
  unsubscribeUrl?: string;
  attachment?: MailAttachment;
  inlineImage?: InlineImage;
};

export type SendMailInput<K extends TemplateName> = {
  to: string;
  template: K;
  data: TemplateData[K];
  /** The log entry's id; a fixed id makes the send happen at most once (a duplicate is skipped). */
  id?: string;
  /** One text attachment (an event's .ics), kept with the message until it is sent. */
  attachment?: MailAttachment;
  /** One inline image (base64), shown by the HTML as `cid:{cid}`. */
  inlineImage?: InlineImage;
};

export type SendResult = { id: string; status: MailStatus | "duplicate" };

/** Renders and records a mail as `queued` (or returns "duplicate" when the id is taken). */
export async function queueMail<K extends TemplateName>(input: SendMailInput<K>): Promise<SendResult> {
  await connectDb();
  const id = input.id ?? `mail:${randomUUID()}`;
  const rendered = await renderMail(mailSite(), input.template, input.data);
  const unsubscribeUrl =
    "unsubscribeUrl" in input.data ? apiUnsubscribeUrl(input.data.unsubscribeUrl) : undefined;
  try {
    await MailLog.create({
      _id: id,
      to: input.to,
      kind: input.template,
      subject: rendered.subject,
      status: "queued",
      message: {
        html: rendered.html,
        text: rendered.text,
        unsubscribeUrl,
        attachment: input.attachment,
        inlineImage: input.inlineImage,
      },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) return { id, status: "duplicate" };
    throw error;
  }
  // Its own job on the queue, due once the writer's attempt has had a lease to finish: it sends the
  // mail if that attempt never happened (the process died) or failed, and retries with back-off.
  // Not fatal: the mail is logged, and the `mail.send-waiting` sweep sends one left `queued` without it.
  await scheduleTask("mail.send", { id }, new Date(Date.now() + getEnv().TASK_LEASE_MS)).catch((error) =>
    console.error(JSON.stringify({ level: "warn", msg: "mail job not queued", id, error: String(error) })),
  );
  return { id, status: "queued" };
}

/**
 * The `mail.send` job: sends the logged mail unless it is out already; a failure throws, so the
 * queue retries it and finally shows it as failed with the SMTP error.
 */
export async function sendMailJob(id: string): Promise<{ status: MailStatus | "removed" }> {
  await connectDb();
  // Erased with its recipient's data, or cleaned up: nothing to send.
  if (!(await MailLog.exists({ _id: id }))) return { status: "removed" };
  const status = await deliverMail(id);
  if (status === "failed") {
    const entry = await MailLog.findById(id).select("error").lean();
    throw new Error(entry?.error || `The mail ${id} was not sent`);
  }
  return { status };
}

/** Queues and sends now; resolves with the final status. */
export async function sendMail<K extends TemplateName>(input: SendMailInput<K>): Promise<SendResult> {
  const queued = await queueMail(input);
  if (queued.status === "duplicate") return queued;
  return { id: queued.id, status: await deliverMail(queued.id) };
}

/** Sends queued mails one after another (called after a route's answer). */
export async function deliverMails(ids: readonly string[]): Promise<void> {
  for (const id of ids) await deliverMail(id);
}

/** The one-click URL for the List-Unsubscribe header: the API route behind the footer's page. */
function apiUnsubscribeUrl(pageUrl: string): string {
  return pageUrl
    .replace("/newsletter/unsubscribe?", "/api/newsletter/unsubscribe?")
    .replace("/jobs/alerts/unsubscribe?", "/api/job/alerts/unsubscribe?")
    .replace("/comments/unsubscribe?", "/api/comments/unsubscribe?")
    .replace("/events/unsubscribe?", "/api/events/unsubscribe?");
}

function storedAttachments(
  stored:
    { filename?: string | null; contentType?: string | null; content?: string | null } | null | undefined,
): MailAttachment[] {
  if (!stored?.content) return [];
  return [
    {
      filename: stored.filename ?? "attachment",
      contentType: stored.contentType ?? "text/plain",
      content: stored.content,
    },
  ];
}

function inlineImages(
  stored:
    | { filename?: string | null; contentType?: string | null; content?: string | null; cid?: string | null }
    | null
    | undefined,
) {
  if (!stored?.content || !stored.cid) return [];
  return [
    {
      filename: stored.filename ?? "image.png",
      contentType: stored.contentType ?? "image/png",
      content: Buffer.from(stored.content, "base64"),
      cid: stored.cid,
    },
  ];
}

export function listHeaders(unsubscribeUrl: string | undefined): Record<string, string> {
  if (!unsubscribeUrl) return {};
  return { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

/**
 * Sends a logged mail (queued, failed or not sent), paced and retried, and records the outcome.
 * Without SMTP_URL the mail stays in the log as `not sent`.
 */
export async function deliverMail(id: string): Promise<MailStatus> {
  await connectDb();
  const entry = await MailLog.findById(id).lean();
  if (!entry || entry.status === "sent" || !entry.message) return entry?.status ?? "failed";
  const transport = mailTransport();
  if (!transport) {
    await MailLog.updateOne(
      { _id: id },
      { $set: { status: "not sent", error: "SMTP_URL is not configured" } },
    );
    return "not sent";
  }
  // Paced before the claim, so a mail is `sending` only during the SMTP exchange: a process that
  // dies while waiting for its turn leaves it `queued`, which another process sends.
  await mailPacer().wait();
  // The claim: only the process whose conditional update matches the entry as read sends it (two
  // workers sweeping the same stuck mail, a route's after() and a worker).
  const claim = await MailLog.updateOne(
    { _id: id, status: entry.status, updatedAt: entry.updatedAt ?? null },
    { $set: { status: "sending" } },
  );
  if (claim.modifiedCount === 0) return "sending";
  let attempts = entry.attempts ?? 0;
  try {
    await withRetries(
      async (attempt) => {
        attempts += 1;
        if (attempt > 1) await mailPacer().wait();
        await transport.sendMail({
          from: mailFrom(),
          to: entry.to,
          subject: entry.subject,
          html: entry.message?.html ?? "",
          text: entry.message?.text ?? "",
          headers: listHeaders(entry.message?.unsubscribeUrl ?? undefined),
          attachments: [
            ...storedAttachments(entry.message?.attachment),
            ...inlineImages(entry.message?.inlineImage),
          ],
        });
      },
      { attempts: SEND_ATTEMPTS, baseDelayMs: RETRY_BASE_MS },
    );
    // The body (with its personal links) is not kept once the mail is out.
    await MailLog.updateOne(
      { _id: id },
      { $set: { status: "sent", error: "", attempts, sentAt: new Date(), message: null } },
    );
    return "sent";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await MailLog.updateOne(
      { _id: id },
      { $set: { status: "failed", error: message.slice(0, 500), attempts } },
    );
    return "failed";
  }
}
