"use client";
// /profile's switch: the sign-in form without a session, the admin layout with one. The password
// pages (set, reset, forgot) are plain forms for anyone; the preview shows the article full width.
import { usePathname } from "next/navigation";
import { AdminShell } from "./admin-shell";
import { AuthForm } from "../staff/auth-form";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "./use-session";
import { useSessionExpiry } from "./session-watcher";

type ProfileGateProps = { siteName: string; notice?: string; children: React.ReactNode };

/** Pages that work without a session (their links come by mail). */
export const PUBLIC_PROFILE_PAGES = [
  "/profile/set-password",
  "/profile/reset-password",
  "/profile/forgot-password",
] as const;

const isPublicPage = (pathname: string) => (PUBLIC_PROFILE_PAGES as readonly string[]).includes(pathname);
const isPreview = (pathname: string) => pathname.startsWith("/profile/preview/");

export function ProfileGate({ siteName, notice, children }: ProfileGateProps) {
  const pathname = usePathname();
  const session = useSession();
  useSessionExpiry(session);

  if (isPublicPage(pathname)) return <>{children}</>;
  if (!session.ready) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!session.signedIn || !session.role) return <AuthForm siteName={siteName} />;
  if (isPreview(pathname)) return <>{children}</>;
  return (
    <AdminShell siteName={siteName} role={session.role} notice={notice}>
      {children}
    </AdminShell>
  );
}
