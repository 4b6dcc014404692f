// The team (admins only): staff accounts, invitations, roles and deactivation.
import "server-only";
import { INVITE_TTL_MS } from "@/lib/auth/signed-tokens";
import type { Role } from "@/lib/constants";
import { connectDb } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { queueMail } from "@/lib/mail/send";
import type { InviteUserInput, UpdateUserInput } from "@/lib/staff/auth-schemas";
import { User } from "@/models/User";
import { recordAudit } from "./audit";
import { issuePasswordToken, passwordPageUrl, unusablePasswordHash } from "./passwords";
import type { SessionUser } from "./users";

export const EXISTING_ACCOUNT_MESSAGE = "An account with this email already exists";
export const LAST_ADMIN_MESSAGE = "The last active admin cannot be demoted or deactivated";
const USER_NOT_FOUND = "User not found";

export type StaffMember = {
  _id: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  lastSignInAt: string | null;
};

type LeanUser = {
  _id: unknown;
  name: string;
  email: string;
  role: string;
  active?: boolean | null;
  lastSignInAt?: Date | null;
};

const toMember = (doc: LeanUser): StaffMember => ({
  _id: String(doc._id),
  name: doc.name,
  email: doc.email,
  role: doc.role as Role,
  active: doc.active !== false,
  lastSignInAt: doc.lastSignInAt ? new Date(doc.lastSignInAt).toISOString() : null,
});

/** Every staff account, oldest first (a team is tens of people, not thousands). */
export async function listStaff(): Promise<StaffMember[]> {
  await connectDb();
  const docs = await User.find({})
    .select("name email role active lastSignInAt")
    .sort({ _id: 1 })
    .limit(1000)
    .lean<LeanUser[]>();
  return docs.map(toMember);
}

/** Creates the account (no usable password yet) and queues the invitation mail. */
export async function inviteStaff(
  input: InviteUserInput,
  actor: SessionUser,
): Promise<{ user: Omit<StaffMember, "lastSignInAt">; mailId: string | null }> {
  await connectDb();
  if (await User.exists({ email: input.email })) throw conflict(EXISTING_ACCOUNT_MESSAGE);
  const created = await User.create({
    name: input.name,
    email: input.email,
    role: input.role,
    passwordHash: await unusablePasswordHash(),
  });
  const id = String(created._id);
  const token = await issuePasswordToken(id, "invite", INVITE_TTL_MS);
  const queued = await queueMail({
    to: input.email,
    template: "invitation",
    data: {
      name: input.name,
      invitedBy: actor.name,
      role: input.role,
      setPasswordUrl: passwordPageUrl("set-password", token),
    },
  });
  await recordAudit(actor, "user.invite", { type: "user", id, summary: `${input.email} (${input.role})` });
  return {
    user: { _id: id, name: created.name, email: created.email, role: input.role, active: true },
    mailId: queued.status === "queued" ? queued.id : null,
  };
}

/**
 * Changes a role and/or the active flag. Either change revokes the account's tokens (its owner
 * signs in again); the last active admin can be neither demoted nor deactivated.
 */
export async function updateStaff(
  id: string,
  input: UpdateUserInput,
  actor: SessionUser,
): Promise<StaffMember> {
  await connectDb();
  const user = await User.findById(id).select("name email role active tokenVersion lastSignInAt").lean();
  if (!user) throw notFound(USER_NOT_FOUND);
  const role = input.role ?? (user.role as Role);
  const active = input.active ?? user.active !== false;
  const wasActiveAdmin = user.role === "admin" && user.active !== false;
  if (wasActiveAdmin && (role !== "admin" || !active)) {
    const otherAdmins = await User.countDocuments({
      role: "admin",
      active: { $ne: false },
      _id: { $ne: id },
    });
    if (otherAdmins === 0) throw conflict(LAST_ADMIN_MESSAGE);
  }
  const changed = role !== user.role || active !== (user.active !== false);
  if (changed) {
    await User.updateOne({ _id: id }, { $set: { role, active, tokenVersion: (user.tokenVersion ?? 0) + 1 } });
    if (role !== user.role)
      await recordAudit(actor, "user.role", {
        type: "user",
        id,
        summary: `${user.email}: ${user.role} → ${role}`,
      });
    if (active !== (user.active !== false))
      await recordAudit(actor, active ? "user.activate" : "user.deactivate", {
        type: "user",
        id,
        summary: user.email,
      });
  }
  return toMember({ ...user, role, active });
}
