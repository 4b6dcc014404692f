// The public top bar: site title, the search box (Cmd/Ctrl+K), About, (when signed in) Dashboard, and the member's Sign in or name.
import Link from "next/link";
import { DashboardButton } from "@/components/public/dashboard-button";
import { MemberMenu } from "@/components/members/member-menu";
import { SearchLauncher } from "@/components/search/search-launcher";
import { buttonClass } from "@/components/ui/button";

export function TopBar({ siteName }: { siteName: string }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link href="/" className="text-brand text-xl font-bold tracking-tight sm:text-2xl">
        {siteName}
      </Link>
      <nav aria-label="Site" className="flex items-center gap-2">
        {/* First, so its reserved (empty) slot sits on the left, not as a gap after About. */}
        <DashboardButton />
        <SearchLauncher />
        <Link href="/about" className={buttonClass({ variant: "secondary", pill: true, size: "sm" })}>
          About
        </Link>
        <MemberMenu />
      </nav>
    </div>
  );
}
