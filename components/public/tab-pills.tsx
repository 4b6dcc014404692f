"use client";
// News / Jobs / Events / Certifications / Companies. The active tab follows SPEC section 2: the path
// containing events, jobs or certifications, otherwise News; Companies when it contains companies.
import { Link } from "@/components/ui/link";
import { pillClass } from "@/components/ui/button";
import { usePathname } from "next/navigation";
import { trackPageView } from "@/components/analytics";

const TABS = [
  { label: "News", href: "/" },
  { label: "Jobs", href: "/jobs" },
  { label: "Events", href: "/events" },
  { label: "Certifications", href: "/certifications" },
  { label: "Companies", href: "/companies" },
] as const;

export function activeTab(pathname: string): (typeof TABS)[number]["label"] {
  if (pathname.includes("companies")) return "Companies";
  if (pathname.includes("events")) return "Events";
  if (pathname.includes("jobs")) return "Jobs";
  if (pathname.includes("certifications")) return "Certifications";
  return "News";
}

export function TabPills({ analytics }: { analytics: boolean }) {
  const active = activeTab(usePathname() ?? "/");
  return (
    <nav aria-label="Sections" className="mx-auto w-full max-w-7xl px-4 sm:px-6">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const isActive = tab.label === active;
          return (
            <li key={tab.label}>
              <Link
                href={tab.href}
                aria-current={isActive ? "page" : undefined}
                onClick={() => {
                  if (analytics) trackPageView(tab.href, tab.label);
                }}
                className={pillClass(isActive, "inline-block")}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
