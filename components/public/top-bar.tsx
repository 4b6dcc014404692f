// The public top bar: site title, the search box (Cmd/Ctrl+K), About, (when signed in) Dashboard, and
// the member's Sign in or name. On phones About and Dashboard move into a menu, so "Sign in" and the
// search stay on screen at 320 px.
import { Link } from "@/components/ui/link";
import { DashboardButton } from "@/components/public/dashboard-button";
import { MemberMenu } from "@/components/members/member-menu";
import { SearchLauncher } from "@/components/search/search-launcher";
import { SiteMenu } from "@/components/public/site-menu";
import { buttonClass } from "@/components/ui/button";

export function TopBar({ siteName }: { siteName: string }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl items-center justify-between gap-2 px-4 py-4 sm:gap-4 sm:px-6">
      <Link href="/" className="text-brand shrink-0 text-xl font-bold tracking-tight sm:text-2xl">
        {siteName}
      </Link>
      <nav aria-label="Site" className="flex min-w-0 items-center gap-2">
        {/* First, so its reserved (empty) slot sits on the left, not as a gap after About. */}
        <div className="hidden sm:block">
          <DashboardButton />
        </div>
        <SearchLauncher />
        <Link
          href="/about"
          className={buttonClass({
            variant: "secondary",
            pill: true,
            size: "sm",
            className: "hidden sm:inline-flex",
          })}
        >
          About
        </Link>
        <MemberMenu />
        <SiteMenu>
          <ul className="space-y-1">
            <li>
              <Link href="/about" className="block rounded-lg px-3 py-3 text-slate-800 hover:bg-slate-100">
                About
              </Link>
            </li>
            <li>
              <DashboardButton />
            </li>
          </ul>
        </SiteMenu>
      </nav>
    </div>
  );
}
