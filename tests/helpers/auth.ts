// Staff users and their tokens, created straight in the database for tests.
import { randomBytes } from "node:crypto";
import jwt from "jsonwebtoken";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import type { Role } from "@/lib/constants";
import { User } from "@/models/User";
import { connectTestDb } from "./db";

export type TestUser = { id: string; email: string; password: string; role: Role; token: string };

export async function createStaffUser(
  role: Role = "admin",
  overrides: { email?: string; password?: string } = {},
): Promise<TestUser> {
  await connectTestDb();
  const email = overrides.email ?? `${role}-${randomBytes(6).toString("hex")}@example.test`;
  const password = overrides.password ?? `pw-${randomBytes(8).toString("hex")}`;
  const user = await User.create({
    name: `Test ${role}`,
    email,
    passwordHash: await hashPassword(password),
    role,
  });
  const { token } = signToken({ userId: String(user._id), role });
  return { id: String(user._id), email, password, role, token };
}

/** A correctly signed token whose `exp` is already in the past. */
export function expiredToken(userId: string, role: Role): string {
  const secret = process.env.JWT_SECRET!;
  const past = Math.floor(Date.now() / 1000) - 60;
  return jwt.sign({ role, sub: userId, iat: past - 100, exp: past }, secret, { algorithm: "HS256" });
}
