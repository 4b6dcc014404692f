"use client";
// The signed-in back-office layout: header (product name, Logout), side menu, nested page.
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { signOut } from "@/lib/auth/client-session";
import type { Role } from "@/lib/constants";
import { PendingBadge } from "../moderation/inbox/pending-badge";
import { mayOpen, menuFor } from "./menu-items";
import { Button, pillClass } from "@/components/ui/button";

const INBOX_HREF = "/profile/inbox";

/** `notice`: a configuration problem every staff member should see (e.g. mail is off). */
type AdminShellProps = { siteName: string; role: Role; notice?: string; children: React.ReactNode };

export function AdminShell({ siteName, role, notice, children }: AdminShellProps) {
  const pathname = usePathname();
  const router = useRouter();

  const logout = async () => {
    await signOut();
    router.push("/");
  };

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
        <Link href="/" className="text-brand text-lg font-bold">
          {siteName}
        </Link>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-slate-600 sm:inline">Signed in as {role}</span>
          <Button pill size="sm" onClick={logout}>
            Logout
          </Button>
        </div>
      </header>
      {notice && (
        <p
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900 sm:px-6"
        >
          {notice}
        </p>
      )}
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label="Admin menu"
          className="border-b border-slate-200 bg-white md:w-60 md:border-r md:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible md:p-3">
            {menuFor(role).map((item) => {
              const active = pathname === item.href;
              return (
                <li key={item.href} className="shrink-0">
                  <Link
                    href={item.href}
                    aria-current={active ? "page" : undefined}
                    className={pillClass(active, "block")}
                  >
                    {item.label}
                    {item.href === INBOX_HREF ? <PendingBadge role={role} /> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6">
          {mayOpen(role, pathname) ? (
            children
          ) : (
            <p role="alert" className="rounded-md bg-white p-6 text-slate-700 shadow-sm">
              You do not have access to this page.
            </p>
          )}
        </main>
      </div>
    </div>
  );
}
