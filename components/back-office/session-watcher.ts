"use client";
// Ends an expired session: checked on load and by a timer, then token, role and expiry are
// cleared and the browser is sent to /profile (SPEC section 4).
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { signOut } from "@/lib/auth/client-session";
import { toast } from "@/lib/toast";
import { useSession, type SessionState } from "./use-session";

const CHECK_INTERVAL_MS = 1000;
export const SESSION_EXPIRED_MESSAGE = "Your session has expired, please sign in again";

/** The expiry already handled, so two mounted watchers end a session only once. */
let endedExpiry: number | null = null;

export function useSessionExpiry(session: SessionState): void {
  const router = useRouter();
  const { expired, expiresAt } = session;

  useEffect(() => {
    if (expiresAt === null || !Number.isFinite(expiresAt)) return;
    const end = () => {
      if (endedExpiry === expiresAt) return;
      endedExpiry = expiresAt;
      void signOut();
      toast.error(SESSION_EXPIRED_MESSAGE);
      router.replace("/profile");
    };
    if (expired || Date.now() >= expiresAt) {
      end();
      return;
    }
    const timer = window.setInterval(() => {
      if (Date.now() >= expiresAt) {
        window.clearInterval(timer);
        end();
      }
    }, CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [expired, expiresAt, router]);
}

/** Mount anywhere (e.g. the root layout) to end an expired session on every page, not only /profile. */
export function SessionExpiryWatcher(): null {
  useSessionExpiry(useSession());
  return null;
}
