import "server-only";
import { isValidObjectId } from "mongoose";
import { conflict, forbidden, unauthenticated } from "@/lib/errors";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { connectDb } from "@/lib/db";
import type { Role } from "@/lib/constants";
import { User } from "@/models/User";

export type SessionUser = { id: string; name: string; email: string; role: Role };
/** What lib/auth/session.ts checks a token against. */
export type SessionRecord = SessionUser & { active: boolean; tokenVersion: number };
/** A signed-in user and the token version their new token must carry. */
export type SignedInUser = SessionUser & { tokenVersion: number };

export async function findSessionRecord(userId: string): Promise<SessionRecord | null> {
  if (!isValidObjectId(userId)) return null;
  await connectDb();
  const user = await User.findById(userId).select("name email role active tokenVersion").lean();
  if (!user) return null;
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    role: user.role as Role,
    active: user.active !== false,
    tokenVersion: user.tokenVersion ?? 0,
  };
}

/** A bcrypt hash of a random string: compared against when the e-mail is unknown, so a wrong
 * e-mail and a wrong password take the same time and give the same answer. */
const DUMMY_HASH = "$2b$10$zpJEJp6xFdk9bY3rLiBSFurduFAD.8ky6bQnV1PCN2NpwSvTKCjgK";

export const INVALID_LOGIN_MESSAGE = "Invalid email or password";
export const REGISTRATION_CLOSED_MESSAGE = "Registration is closed";
export const DEACTIVATED_MESSAGE = "This account has been deactivated";

/** Checks the password; a deactivated account is refused (said only once the password matched). */
export async function authenticateUser(email: string, password: string): Promise<SignedInUser> {
  await connectDb();
  const user = await User.findOne({ email: email.toLowerCase() })
    .select("name email role passwordHash active tokenVersion")
    .lean();
  const matches = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !matches) throw unauthenticated(INVALID_LOGIN_MESSAGE);
  if (user.active === false) throw forbidden(DEACTIVATED_MESSAGE);
  await User.updateOne({ _id: user._id }, { $set: { lastSignInAt: new Date() } });
  return {
    id: String(user._id),
    name: user.name,
    email: user.email,
    role: user.role as Role,
    tokenVersion: user.tokenVersion ?? 0,
  };
}

/**
 * Creates an account: the very first one is the admin; after that registration is closed unless
 * it is explicitly allowed, and new accounts get the `profile` role.
 */
export async function registerUser(
  input: { name: string; email: string; password: string },
  options: { allowRegistration: boolean },
): Promise<SignedInUser> {
  await connectDb();
  const isFirst = !(await User.exists({}));
  if (!isFirst && !options.allowRegistration) throw forbidden(REGISTRATION_CLOSED_MESSAGE);
  if (await User.exists({ email: input.email })) throw conflict("An account with this email already exists");
  let role: Role = isFirst ? "admin" : "profile";
  const user = await User.create({
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role,
  });
  if (role === "admin" && (await User.exists({ _id: { $lt: user._id } }))) {
    // Two "first" sign-ups raced: only the earliest account keeps the admin role.
    if (!options.allowRegistration) {
      await User.deleteOne({ _id: user._id });
      throw forbidden(REGISTRATION_CLOSED_MESSAGE);
    }
    role = "profile";
    await User.updateOne({ _id: user._id }, { $set: { role } });
  }
  return { id: String(user._id), name: user.name, email: user.email, role, tokenVersion: 0 };
}
