// Whether a session token still stands: a valid signature and lifetime (lib/auth/token.ts), and an
// account that exists, is active, has the role the token names and the same token version.
// Deactivation, a role change and a password change or reset raise the version (or flip the
// flag), which revokes every token issued before at once. One read by _id per staff request.
import "server-only";
import { findSessionRecord, type SessionUser } from "@/lib/staff/users";
import { verifyToken } from "./token";

export async function verifySession(token: string): Promise<SessionUser | null> {
  const claims = verifyToken(token);
  if (!claims) return null;
  const record = await findSessionRecord(claims.userId);
  if (!record || !record.active) return null;
  if (record.role !== claims.role || record.tokenVersion !== (claims.version ?? 0)) return null;
  return { id: record.id, name: record.name, email: record.email, role: record.role };
}
