// Session tokens: HS256 JWTs carrying the user id and role, valid for SESSION_TTL_SECONDS.
import jwt from "jsonwebtoken";
import { z } from "zod";
import { ROLES, type Role } from "@/lib/constants";
import { getEnv } from "@/lib/env";

const claimsSchema = z.object({ sub: z.string().min(1), role: z.enum(ROLES) });
export type TokenClaims = { userId: string; role: Role };

export function signToken(claims: TokenClaims): { token: string; expiresInSeconds: number } {
  const { JWT_SECRET, SESSION_TTL_SECONDS } = getEnv();
  const token = jwt.sign({ role: claims.role }, JWT_SECRET, {
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
    return claims.success ? { userId: claims.data.sub, role: claims.data.role } : null;
  } catch {
    return null;
  }
}

export function bearerToken(authorization: string | null): string | null {
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}
