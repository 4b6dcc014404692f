"use client";
// The back-office session hook: `{ ready, signedIn, role }` from localStorage (null before hydration
// and when signed out), shared by every admin page. The token is in the HttpOnly cookie.
import { useMemo, useSyncExternalStore } from "react";
import {
  isSessionExpired,
  parseSession,
  sessionSnapshot,
  subscribeSession,
  type ClientSession,
} from "@/lib/auth/client-session";
import type { Role } from "@/lib/constants";

const SERVER_SNAPSHOT = "\u0000server";

export type SessionState = {
  /** False during server rendering and hydration, when localStorage can't be read yet. */
  ready: boolean;
  signedIn: boolean;
  role: Role | null;
  expiresAt: number | null;
  /** A session that is stored but past its expiry (it is cleared by the session watcher). */
  expired: boolean;
};

export function useSession(): SessionState {
  const snapshot = useSyncExternalStore(subscribeSession, sessionSnapshot, () => SERVER_SNAPSHOT);
  return useMemo(() => {
    if (snapshot === SERVER_SNAPSHOT)
      return { ready: false, signedIn: false, role: null, expiresAt: null, expired: false };
    const session: ClientSession | null = parseSession(snapshot);
    if (!session) return { ready: true, signedIn: false, role: null, expiresAt: null, expired: false };
    if (isSessionExpired(session))
      return { ready: true, signedIn: false, role: null, expiresAt: session.expiresAt, expired: true };
    return {
      ready: true,
      signedIn: true,
      role: session.role,
      expiresAt: session.expiresAt,
      expired: false,
    };
  }, [snapshot]);
}
