// Password changes, forgotten-password mails and the single-use links of invitations and resets.
import "server-only";
import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import {
  expiryFrom,
  hasExpired,
  newSecretToken,
  parseSecretToken,
  RESET_TTL_MS,
  sameHash,
} from "@/lib/auth/signed-tokens";
import { connectDb } from "@/lib/db";
import { invalid, notFound } from "@/lib/errors";
import { mailSite } from "@/lib/mail/config";
import { queueMail } from "@/lib/mail/send";
import type { Role } from "@/lib/constants";
import { User } from "@/models/User";
import { recordAudit } from "./audit";
import type { SessionUser, SignedInUser } from "./users";

export type PasswordTokenPurpose = "invite" | "reset";

export const BAD_LINK_MESSAGE = "This link is invalid, has expired or was already used";
export const WRONG_PASSWORD_MESSAGE = "Current password is incorrect";

/** A password nobody knows: what an invited account has until the invitation is completed. */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString("base64url"));
}

/** Stores a fresh link for the user (replacing any earlier one) and returns its token. */
export async function issuePasswordToken(
  userId: string,
  purpose: PasswordTokenPurpose,
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newSecretToken(userId);
  await User.updateOne(
    { _id: userId },
    { $set: { passwordToken: { hash, purpose, expiresAt: expiryFrom(ttlMs) } } },
  );
  return token;
}

export const passwordPageUrl = (page: "set-password" | "reset-password", token: string) =>
  `${mailSite().url}/profile/${page}?token=${encodeURIComponent(token)}`;

/** Checks the current password, sets the new one and revokes every other token of the user. */
export async function changePassword(
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<SignedInUser> {
  await connectDb();
  const stored = await User.findById(user.id).select("passwordHash tokenVersion").lean();
  if (!stored) throw notFound("Account not found");
  if (!(await verifyPassword(currentPassword, stored.passwordHash))) throw invalid(WRONG_PASSWORD_MESSAGE);
  const tokenVersion = (stored.tokenVersion ?? 0) + 1;
  await User.updateOne(
    { _id: user.id },
    { $set: { passwordHash: await hashPassword(newPassword), tokenVersion }, $unset: { passwordToken: 1 } },
  );
  await recordAudit(user, "user.password", { type: "user", id: user.id, summary: "password changed" });
  return { ...user, tokenVersion };
}

/**
 * Queues a reset mail when the address belongs to an active account; says nothing either way.
 * Returns the mail's log id (to deliver after the answer) or null.
 */
export async function requestPasswordReset(email: string): Promise<string | null> {
  await connectDb();
  const user = await User.findOne({ email: email.toLowerCase() }).select("name email active").lean();
  if (!user || user.active === false) return null;
  const token = await issuePasswordToken(String(user._id), "reset", RESET_TTL_MS);
  const queued = await queueMail({
    to: user.email,
    template: "passwordReset",
    data: { name: user.name, resetUrl: passwordPageUrl("reset-password", token) },
  });
  return queued.status === "queued" ? queued.id : null;
}

/**
 * Uses an invitation or reset link once: sets the password, clears the link and revokes the
 * account's earlier tokens. Any bad, expired, used or foreign link is the same 400.
 */
export async function redeemPasswordToken(
  token: string,
  purpose: PasswordTokenPurpose,
  password: string,
): Promise<{ email: string; role: Role }> {
  const parsed = parseSecretToken(token);
  if (!parsed) throw invalid(BAD_LINK_MESSAGE);
  await connectDb();
  const user = await User.findById(parsed.id)
    .select("name email role active tokenVersion passwordToken")
    .lean();
  const pending = user?.passwordToken;
  const usable =
    user &&
    user.active !== false &&
    pending?.hash &&
    pending.purpose === purpose &&
    !hasExpired(pending.expiresAt) &&
    sameHash(pending.hash, parsed.hash);
  if (!user || !usable) throw invalid(BAD_LINK_MESSAGE);
  // Conditional on the stored hash: of two uses racing, one finds the link gone.
  const result = await User.updateOne(
    { _id: parsed.id, "passwordToken.hash": parsed.hash },
    {
      $set: { passwordHash: await hashPassword(password), tokenVersion: (user.tokenVersion ?? 0) + 1 },
      $unset: { passwordToken: 1 },
    },
  );
  if (result.modifiedCount !== 1) throw invalid(BAD_LINK_MESSAGE);
  const actor = { id: String(user._id), name: user.name, email: user.email, role: user.role as Role };
  await recordAudit(actor, "user.password", {
    type: "user",
    id: actor.id,
    summary: purpose === "invite" ? "invitation completed" : "password reset",
  });
  return { email: user.email, role: actor.role };
}
