// Back-office sign-in for the listings specs: a staff user created straight in the database and
// its session written to localStorage before any page script runs. (tests/helpers/auth.ts pulls
// in Vitest, which Playwright cannot load.)
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import mongoose from "mongoose";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/token";
import type { Role } from "@/lib/constants";
import { User } from "@/models/User";

export type StaffUser = { id: string; role: Role; token: string };

export async function connectListingsDb(): Promise<void> {
  if (mongoose.connection.readyState !== 1) {
    await mongoose.connect(process.env.MONGODB_URI!, { serverSelectionTimeoutMS: 5000 });
  }
}

export async function createStaff(role: Role): Promise<StaffUser> {
  await connectListingsDb();
  const email = `${role}-${randomBytes(6).toString("hex")}@example.test`;
  const passwordHash = await hashPassword(`pw-${randomBytes(8).toString("hex")}`);
  const user = await User.create({ name: `Listings ${role}`, email, passwordHash, role });
  const { token } = signToken({ userId: String(user._id), role });
  return { id: String(user._id), role, token };
}

/** Every later navigation of `page` starts signed in as `user` (expiry three hours ahead). */
export async function signIn(page: Page, user: StaffUser): Promise<void> {
  await page.addInitScript(
    ({ token, role }) => {
      window.localStorage.setItem("token", token);
      window.localStorage.setItem("role", role);
      window.localStorage.setItem("expiry", String(Date.now() + 3 * 60 * 60 * 1000));
    },
    { token: user.token, role: user.role },
  );
}
