import "server-only";
import { isValidObjectId } from "mongoose";
import { connectDb } from "@/lib/db";
import type { Role } from "@/lib/constants";
import { User } from "@/models/User";

export type SessionUser = { id: string; name: string; email: string; role: Role };

export async function findSessionUser(userId: string): Promise<SessionUser | null> {
  if (!isValidObjectId(userId)) return null;
  await connectDb();
  const user = await User.findById(userId).select("name email role").lean();
  if (!user) return null;
  return { id: String(user._id), name: user.name, email: user.email, role: user.role as Role };
}
