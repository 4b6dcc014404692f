// The audit trail: one line per staff action that changed content, listed newest first.
import "server-only";
import { connectDb } from "@/lib/db";
import { findPage } from "@/lib/db-paginate";
import type { SessionUser } from "@/lib/staff/users";
import { AuditLog, type AuditLogDoc } from "@/models/AuditLog";

export type AuditAction =
  | "blog.create"
  | "credential.revoke"
  | "blog.delete"
  | "blog.publish"
  | "blog.unpublish"
  | "blog.update"
  | "blog.restore"
  | "certification.update"
  | "user.invite"
  | "user.role"
  | "user.activate"
  | "user.deactivate"
  | "user.password"
  | "comment.approve"
  | "comment.delete"
  | "comment.reject"
  | "comment.spam"
  | "event.approve"
  | "event.update"
  | "event.status"
  | "event.delete"
  | "event.reject"
  | "event.spam"
  | "company.verify"
  | "job.approve"
  | "job.update"
  | "job.delete"
  | "job.reject"
  | "job.spam"
  | "moderation.block"
  | "moderation.unblock"
  | "moderation.reply.add"
  | "moderation.reply.update"
  | "moderation.reply.delete"
  | "job.status"
  | "certification.create"
  | "certification.delete"
  | "about.update"
  | "feed.add"
  | "feed.delete"
  | "rss.import"
  | "newsletter.digest"
  | "task.retry"
  | "site.export"
  | "newsletter.send"
  | "subscriber.delete"
  | "subscriber.bounce"
  | "apiKey.create"
  | "apiKey.delete"
  | "webhook.create"
  | "webhook.delete"
  | "member.block"
  | "member.unblock"
  | "member.comment-trust"
  | "comment.staff-reply"
  | "application.open";

export type AuditTarget = { type: string; id?: string; summary?: string };

export type AuditEntry = {
  _id: string;
  user: { id: string | null; name: string; email: string };
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  createdAt: string;
};

/** The scheduler's own runs (no signed-in user). */
export const SYSTEM_ACTOR = { id: null, name: "Scheduler", email: "" } as const;

/**
 * Records one action. The action itself has already happened: a failed audit write is logged,
 * never turned into an error answer for a change that was made.
 */
export async function recordAudit(
  user: Pick<SessionUser, "id" | "name" | "email"> | null,
  action: AuditAction,
  target: AuditTarget,
): Promise<void> {
  try {
    await connectDb();
    const actor = user ?? SYSTEM_ACTOR;
    await AuditLog.create({
      userId: actor.id,
      userEmail: actor.email,
      userName: actor.name,
      action,
      targetType: target.type,
      targetId: target.id ?? "",
      summary: (target.summary ?? "").slice(0, 300),
    });
  } catch (error) {
    console.error(`[audit] could not record ${action} on ${target.type} ${target.id ?? ""}`, error);
  }
}

type LeanAudit = {
  _id: unknown;
  userId?: string | null;
  userEmail?: string;
  userName?: string;
  action: string;
  targetType: string;
  targetId?: string;
  summary?: string;
  createdAt?: Date;
};

const ENTRY_FIELDS = "userId userEmail userName action targetType targetId summary createdAt";

export type AuditPage = Awaited<ReturnType<typeof listAudit>>;

export async function listAudit({ page, limit }: { page: number; limit: number }) {
  await connectDb();
  const { docs, pagination } = await findPage<AuditLogDoc, LeanAudit>(
    AuditLog,
    {},
    { page, pageSize: limit, select: ENTRY_FIELDS },
  );
  const entries: AuditEntry[] = docs.map((doc) => ({
    _id: String(doc._id),
    user: { id: doc.userId ?? null, name: doc.userName ?? "", email: doc.userEmail ?? "" },
    action: doc.action,
    targetType: doc.targetType,
    targetId: doc.targetId ?? "",
    summary: doc.summary ?? "",
    createdAt: doc.createdAt ? new Date(doc.createdAt).toISOString() : new Date(0).toISOString(),
  }));
  return { entries, pagination };
}
