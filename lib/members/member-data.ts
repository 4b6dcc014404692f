// Everything held about a member: the export (one section per kind of record; later issues add
// theirs to MEMBER_EXPORT_SECTIONS) and the erasure that removes it.
import "server-only";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { invalidatePublicCache } from "@/lib/cache/invalidate";
import { publicTags } from "@/lib/cache/public-tags";
import { endAllMemberSessions, listMemberSessionDates } from "@/lib/members/member-sessions";
import { deleteMemberSignIns } from "@/lib/members/member-sign-in";
import { listMemberJobAlerts } from "@/lib/members/member-preferences";
import { deleteMemberCpd, getCpdRecord } from "@/lib/cpd/cpd";
import { deleteMemberGoing, listMemberGoing } from "@/lib/events/event-going";
import { deleteMemberAttendance } from "@/lib/events/event-attendance";
import { deleteMemberRegistrations, listMemberRegistrations } from "@/lib/events/event-registrations";
import { deliverMails } from "@/lib/mail/send";
import { memberCredentialFiles, withdrawMemberCredentials } from "@/lib/credentials";
import { FORMER_MEMBER_NAME } from "@/lib/members/members";
import { eraseMemberLikes, listLikedComments } from "@/lib/comments/comment-likes";
import { listMemberJobs } from "@/lib/jobs/job-owners";
import { listMemberCompanies } from "@/lib/companies/companies";
import { eraseMemberApplications, exportMemberApplications } from "@/lib/applications/applications";
import { Comment } from "@/models/Comment";
import { CommentFlag } from "@/models/CommentFlag";
import { ReplyOptIn } from "@/models/ReplyOptIn";
import { Company } from "@/models/Company";
import { Event } from "@/models/Event";
import { Job } from "@/models/Job";
import { JobAlert } from "@/models/JobAlert";
import { MailLog } from "@/models/MailLog";
import { Member } from "@/models/Member";
import { Subscriber } from "@/models/Subscriber";

type LeanMember = {
  _id: unknown;
  email: string;
  name?: string;
  headline?: string;
  company?: string;
  credentials?: string[];
  replyNotifications?: boolean;
  linkedinSub?: string | null;
  createdAt: Date;
  updatedAt: Date;
  lastSignInAt?: Date | null;
};

export type ExportSection = (member: LeanMember) => Promise<[name: string, value: unknown]>;

const iso = (date: Date | null | undefined) => (date ? new Date(date).toISOString() : null);

/** One entry per kind of record held about a member; each returns its name and its data. */
export const MEMBER_EXPORT_SECTIONS: ExportSection[] = [
  async (member) => [
    "profile",
    {
      id: String(member._id),
      email: member.email,
      name: member.name ?? "",
      headline: member.headline ?? "",
      company: member.company ?? "",
      credentials: member.credentials ?? [],
      replyNotifications: member.replyNotifications !== false,
      linkedInLinked: Boolean(member.linkedinSub),
      createdAt: iso(member.createdAt),
      updatedAt: iso(member.updatedAt),
      lastSignInAt: iso(member.lastSignInAt),
    },
  ],
  async (member) => ["sessions", await listMemberSessionDates(String(member._id))],
  async (member) => {
    const rows = await Comment.find({ submitterEmail: member.email })
      .select("blog name content state createdAt")
      .sort({ createdAt: 1 })
      .lean();
    return [
      "comments",
      rows.map((row) => ({
        post: String(row.blog),
        name: row.name,
        content: row.content,
        state: row.state ?? null,
        createdAt: iso(row.createdAt),
      })),
    ];
  },
  async (member) => {
    const [events, jobs] = await Promise.all([
      Event.find({ submitterEmail: member.email })
        .select("title state createdAt")
        .sort({ createdAt: 1 })
        .lean(),
      Job.find({ submitterEmail: member.email })
        .select("title state createdAt")
        .sort({ createdAt: 1 })
        .lean(),
    ]);
    const row =
      (kind: string) =>
      (doc: { _id: unknown; title?: string | null; state?: string | null; createdAt: Date }) => ({
        kind,
        id: String(doc._id),
        title: doc.title ?? "",
        state: doc.state ?? null,
        createdAt: iso(doc.createdAt),
      });
    return ["submissions", [...events.map(row("event")), ...jobs.map(row("job"))]];
  },
  async (member) => {
    const row = await Subscriber.findOne({ email: member.email })
      .select("state createdAt confirmedAt unsubscribedAt")
      .lean();
    return [
      "newsletter",
      row
        ? {
            state: row.state,
            createdAt: iso(row.createdAt),
            confirmedAt: iso(row.confirmedAt),
            unsubscribedAt: iso(row.unsubscribedAt),
          }
        : null,
    ];
  },
  async (member) => ["jobAlerts", await listMemberJobAlerts(member.email)],
  async (member) => ["commentLikes", await listLikedComments(String(member._id))],
  async (member) => {
    const rows = await CommentFlag.find({ member: String(member._id) })
      .select("comment reason note createdAt")
      .sort({ createdAt: 1 })
      .lean();
    return [
      "commentFlags",
      rows.map((row) => ({
        comment: String(row.comment),
        reason: row.reason,
        note: row.note ?? "",
        createdAt: iso(row.createdAt),
      })),
    ];
  },
  // Issue 33: the jobs they run (with their dashboard counts) and the company pages they own.
  async (member) => ["jobs", await listMemberJobs(String(member._id))],
  async (member) => ["companies", await listMemberCompanies(String(member._id))],
  async (member) => ["cpd", await getCpdRecord(String(member._id))],
  async (member) => ["eventsGoing", await listMemberGoing(String(member._id))],
  // Issue 44: their registrations for events with seats.
  async (member) => ["eventRegistrations", await listMemberRegistrations(String(member._id))],
  // Issue 44: their attendance certificates, signed, as they download them.
  async (member) => [
    "certificates",
    (await memberCredentialFiles(String(member._id))).map((file) => file.json),
  ],
  // Issue 43: the applications they sent (what, where, and where each stands).
  async (member) => ["applications", await exportMemberApplications(String(member._id), member.email)],
];

const MEMBER_FIELDS =
  "email name headline company credentials replyNotifications linkedinSub createdAt updatedAt lastSignInAt";

export async function exportMemberData(memberId: string, now = new Date()): Promise<Record<string, unknown>> {
  await connectDb();
  const member = await Member.findById(memberId).select(MEMBER_FIELDS).lean<LeanMember>();
  if (!member) throw notFound("Member not found");
  const sections = await Promise.all(MEMBER_EXPORT_SECTIONS.map((section) => section(member)));
  return { exportedAt: now.toISOString(), ...Object.fromEntries(sections) };
}

/**
 * Erases the member at once: sessions, pending sign-ins, the newsletter subscription, job alerts
 * mails sent to the address and the CPD record go; comments stay, shown as "Former member", without the address;
 * events and jobs they submitted keep no address. Each step is idempotent, so a failed erasure can
 * simply be repeated (no transactions on FerretDB). The member record goes last.
 */
export async function deleteMemberAccount(memberId: string): Promise<void> {
  await connectDb();
  const member = await Member.findById(memberId).select("email").lean();
  if (!member) throw notFound("Member not found");
  const { email } = member;
  await endAllMemberSessions(memberId);
  await deleteMemberSignIns(email);
  await Subscriber.deleteMany({ email });
  await JobAlert.deleteMany({ email });
  const posts = await Comment.find({ submitterEmail: email, isApproved: true }).distinct("blog");
  await Comment.updateMany(
    { submitterEmail: email },
    { $set: { name: FORMER_MEMBER_NAME, member: null }, $unset: { submitterEmail: 1 } },
  );
  await ReplyOptIn.deleteMany({ email });
  await eraseMemberLikes(memberId);
  await CommentFlag.updateMany({ member: memberId }, { $set: { member: null, note: "" } });
  await Event.updateMany({ submitterEmail: email }, { $unset: { submitterEmail: 1 } });
  await Job.updateMany({ submitterEmail: email }, { $unset: { submitterEmail: 1 } });
  await Job.updateMany({ owner: memberId }, { $unset: { owner: 1 } });
  // Issue 43: an employer's erasure ends their access to their company's applications too.
  await Company.updateMany({ owners: memberId }, { $pull: { owners: memberId } });
  await MailLog.deleteMany({ to: email });
  await deleteMemberCpd(memberId);
  await eraseMemberApplications(memberId, email);
  await deleteMemberGoing(memberId);
  await deleteMemberAttendance(memberId);
  // Issue 44: their seats go to the next on each waitlist (mailed now: nobody waits on the answer).
  const promotions = await deleteMemberRegistrations(memberId, email);
  // Their certificates stop verifying ("withdrawn"); a revoked one stays revoked.
  await withdrawMemberCredentials(memberId);
  await deliverMails(promotions).catch(() => undefined);
  // Their events stay listed, with no organiser.
  await Event.updateMany({ ownerId: memberId }, { $unset: { ownerId: 1 } });
  await Member.deleteOne({ _id: memberId });
  if (posts.length) await invalidatePublicCache(posts.map((id) => publicTags.comments(String(id))));
}
