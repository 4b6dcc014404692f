"use client";
// /profile's switch: the sign-in form without a session, the admin layout with one.
import { AdminShell } from "./admin-shell";
import { AuthForm } from "./auth-form";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "./use-session";
import { useSessionExpiry } from "./session-watcher";

type ProfileGateProps = { siteName: string; notice?: string; children: React.ReactNode };

export function ProfileGate({ siteName, notice, children }: ProfileGateProps) {
  const session = useSession();
  useSessionExpiry(session);

  if (!session.ready) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (!session.token || !session.role) return <AuthForm siteName={siteName} />;
  return (
    <AdminShell siteName={siteName} role={session.role} notice={notice}>
      {children}
    </AdminShell>
  );
}
