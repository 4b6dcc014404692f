"use client";
// The Dashboard button: shown only when a staff session is stored (its role; the token is HttpOnly). The slot keeps its width
// before hydration, so the top bar never shifts when the button appears.
import { Link } from "@/components/ui/link";
import { useSyncExternalStore } from "react";
import { SESSION_STORAGE_KEYS } from "@/lib/constants";
import { buttonClass } from "@/components/ui/button";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

const hasStoredSession = () => Boolean(window.localStorage.getItem(SESSION_STORAGE_KEYS.role));

export function DashboardButton() {
  const signedIn = useSyncExternalStore(subscribe, hasStoredSession, () => false);
  return (
    <div className="flex min-w-[6.5rem] justify-end">
      {signedIn ? (
        <Link href="/profile" className={buttonClass({ pill: true, size: "sm" })}>
          Dashboard
        </Link>
      ) : null}
    </div>
  );
}
