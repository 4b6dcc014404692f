// Session tokens: HS256 JWTs carrying the user id, role and the account's token version, valid for
// SESSION_TTL_SECONDS. Whether a valid token still stands is decided in lib/auth/session.ts.
import jwt from "jsonwebtoken";
import { z } from "zod";
import { ROLES, type Role } from "@/lib/constants";
import { getEnv } from "@/lib/env";

const claimsSchema = z.object({
  sub: z.string().min(1),
  role: z.enum(ROLES),
  ver: z.number().int().nonnegative().optional(),
});
/** `version`: the account's tokenVersion when signed (absent = 0). */
export type TokenClaims = { userId: string; role: Role; version?: number };

export function signToken(claims: TokenClaims): { token: string; expiresInSeconds: number } {
  const { JWT_SECRET, SESSION_TTL_SECONDS } = getEnv();
  const token = jwt.sign({ role: claims.role, ver: claims.version ?? 0 }, JWT_SECRET, {
    algorithm: "HS256",
    subject: claims.userId,
    expiresIn: SESSION_TTL_SECONDS,
  });
  return { token, expiresInSeconds: SESSION_TTL_SECONDS };
}

/** Returns the claims of a valid token, or null for any bad, expired or foreign token. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, getEnv().JWT_SECRET, { algorithms: ["HS256"] });
    const claims = claimsSchema.safeParse(payload);
    return claims.success
      ? { userId: claims.data.sub, role: claims.data.role, version: claims.data.ver ?? 0 }
      : null;
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
