// The public top bar: site title, About and (when signed in) Dashboard.
import Link from "next/link";
import { DashboardButton } from "@/components/public/dashboard-button";

export function TopBar({ siteName }: { siteName: string }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link href="/" className="text-xl font-bold tracking-tight text-brand sm:text-2xl">
        {siteName}
      </Link>
      <nav aria-label="Site" className="flex items-center gap-2">
        {/* First, so its reserved (empty) slot sits on the left, not as a gap after About. */}
        <DashboardButton />
        <Link
          href="/about"
          className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 transition hover:border-brand hover:text-brand"
        >
          About
        </Link>
      </nav>
    </div>
  );
}
