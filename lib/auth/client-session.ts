"use client";
// The browser's view of the staff session (SPEC section 4): role and expiry in localStorage, read
// through a tiny external store so every component sees sign-in, expiry and logout at once. The token
// itself is never here: the server keeps it in the HttpOnly staff cookie, out of reach of scripts.
import { ROLES, SESSION_STORAGE_KEYS, type Role } from "@/lib/constants";

export type ClientSession = { role: Role; expiresAt: number };

const CHANGE_EVENT = "hr-session-change";
/** Sessions stored without an expiry (older clients) get the spec's default lifetime. */
export const DEFAULT_SESSION_TTL_SECONDS = 10800;
/** Where older versions kept the token: removed on every sign-in and sign-out. */
const LEGACY_TOKEN_KEY = "token";

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function storeSession(role: Role, expiresInSeconds = DEFAULT_SESSION_TTL_SECONDS): void {
  const expiresAt = Date.now() + expiresInSeconds * 1000;
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  window.localStorage.setItem(SESSION_STORAGE_KEYS.role, role);
  window.localStorage.setItem(SESSION_STORAGE_KEYS.expiry, String(expiresAt));
  notify();
}

export function clearSession(): void {
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
  window.localStorage.removeItem(SESSION_STORAGE_KEYS.role);
  window.localStorage.removeItem(SESSION_STORAGE_KEYS.expiry);
  notify();
}

/** Ends the session here at once and has the server clear the staff cookie. */
export async function signOut(): Promise<void> {
  clearSession();
  await fetch("/api/profile/logout", { method: "POST", cache: "no-store" }).catch(() => undefined);
}

/** A primitive snapshot of the stored keys (stable for useSyncExternalStore). */
export function sessionSnapshot(): string {
  const read = (key: string) => window.localStorage.getItem(key) ?? "";
  return [read(SESSION_STORAGE_KEYS.role), read(SESSION_STORAGE_KEYS.expiry)].join("\n");
}

export function subscribeSession(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The stored session, or null when there is none or it is unusable (its expiry is checked separately). */
export function parseSession(snapshot: string): ClientSession | null {
  const [role = "", expiry = ""] = snapshot.split("\n");
  if (!(ROLES as readonly string[]).includes(role)) return null;
  const parsedExpiry = Number(expiry);
  const expiresAt = expiry !== "" && Number.isFinite(parsedExpiry) ? parsedExpiry : Number.POSITIVE_INFINITY;
  return { role: role as Role, expiresAt };
}

export function isSessionExpired(session: ClientSession, now = Date.now()): boolean {
  return now >= session.expiresAt;
}
