// A member's preferences in one place: the newsletter for their address, their job alerts (the
// alerts of their address) and whether they get mail about replies.
import "server-only";
import { connectDb } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { getReplyNotifications, setReplyNotifications } from "@/lib/members/members";
import { isSubscribedAddress, setAddressSubscribed } from "@/lib/newsletter/subscribers";
import { describeJobFilters } from "@/lib/jobs/describe-filters";
import type { SessionMember } from "@/lib/members/member-sessions";
import type { MemberPreferencesInput } from "@/lib/members/member-schemas";
import { JobAlert } from "@/models/JobAlert";

export type MemberJobAlert = {
  id: string;
  summary: string;
  frequency: "daily" | "weekly";
  state: "pending" | "active";
  createdAt: string;
};

export type MemberPreferences = {
  newsletter: boolean;
  replyNotifications: boolean;
  jobAlerts: MemberJobAlert[];
};

type LeanAlert = {
  _id: unknown;
  filters?: { type?: string | null; workplace?: string | null; q?: string | null } | null;
  frequency: "daily" | "weekly";
  state?: string | null;
  createdAt: Date;
};

export async function listMemberJobAlerts(email: string): Promise<MemberJobAlert[]> {
  await connectDb();
  const rows = await JobAlert.find({ email })
    .select("filters frequency state createdAt")
    .sort({ createdAt: 1, _id: 1 })
    .lean<LeanAlert[]>();
  return rows
    .filter((row) => row.state !== "unsubscribed")
    .map((row) => ({
      id: String(row._id),
      summary: describeJobFilters({
        ...(row.filters?.type ? { type: row.filters.type } : {}),
        ...(row.filters?.workplace ? { workplace: row.filters.workplace } : {}),
        ...(row.filters?.q ? { q: row.filters.q } : {}),
      } as Parameters<typeof describeJobFilters>[0]),
      frequency: row.frequency,
      state: row.state === "active" ? "active" : "pending",
      createdAt: row.createdAt.toISOString(),
    }));
}

export async function getMemberPreferences(member: SessionMember): Promise<MemberPreferences> {
  const [newsletter, replyNotifications, jobAlerts] = await Promise.all([
    isSubscribedAddress(member.email),
    getReplyNotifications(member.id),
    listMemberJobAlerts(member.email),
  ]);
  return { newsletter, replyNotifications, jobAlerts };
}

/**
 * Applies what was sent: the newsletter on or off, the reply flag, and the job alerts to keep with
 * their frequency (the member's alerts not in the list are deleted; an id that is not theirs is 404).
 */
export async function updateMemberPreferences(
  member: SessionMember,
  input: MemberPreferencesInput,
): Promise<MemberPreferences> {
  await connectDb();
  if (input.jobAlerts) {
    const current = await listMemberJobAlerts(member.email);
    const owned = new Set(current.map((alert) => alert.id));
    const unknown = input.jobAlerts.find((alert) => !owned.has(alert.id));
    if (unknown) throw notFound("Job alert not found");
    const kept = new Set(input.jobAlerts.map((alert) => alert.id));
    for (const alert of input.jobAlerts)
      await JobAlert.updateOne(
        { _id: alert.id, email: member.email },
        { $set: { frequency: alert.frequency } },
      );
    const removed = current.filter((alert) => !kept.has(alert.id)).map((alert) => alert.id);
    if (removed.length) await JobAlert.deleteMany({ _id: { $in: removed }, email: member.email });
  }
  if (input.newsletter !== undefined) await setAddressSubscribed(member.email, input.newsletter);
  if (input.replyNotifications !== undefined)
    await setReplyNotifications(member.id, input.replyNotifications);
  return getMemberPreferences(member);
}
