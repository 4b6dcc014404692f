// The back-office side menu, with the roles that may use each page.
import type { Role } from "@/lib/constants";

export type MenuItem = { href: string; label: string; roles: readonly Role[] };

const STAFF: readonly Role[] = ["admin", "profile"];
const ADMIN: readonly Role[] = ["admin"];

export const ADMIN_MENU: readonly MenuItem[] = [
  { href: "/profile", label: "Dashboard", roles: STAFF },
  { href: "/profile/addBlog", label: "Add blogs", roles: STAFF },
  { href: "/profile/blogsVault", label: "Blogs Vault", roles: STAFF },
  { href: "/profile/inbox", label: "Inbox", roles: STAFF },
  { href: "/profile/comments", label: "Comments", roles: STAFF },
  { href: "/profile/events", label: "Events", roles: STAFF },
  { href: "/profile/jobs", label: "Jobs", roles: STAFF },
  { href: "/profile/feeds", label: "RSS Feeds", roles: STAFF },
  { href: "/profile/newsletter", label: "Newsletter", roles: STAFF },
  { href: "/profile/subscribers", label: "Subscribers", roles: STAFF },
  { href: "/profile/manage-certifications", label: "Manage Certifications", roles: ADMIN },
  { href: "/profile/addCertification", label: "Add Certification", roles: ADMIN },
  { href: "/profile/about", label: "About", roles: ADMIN },
  { href: "/profile/audit", label: "Audit trail", roles: ADMIN },
  { href: "/profile/mail", label: "Mail log", roles: ADMIN },
  { href: "/profile/tasks", label: "Background tasks", roles: ADMIN },
  { href: "/profile/team", label: "Team", roles: ADMIN },
  { href: "/profile/members", label: "Members", roles: ADMIN },
  { href: "/profile/integrations", label: "Integrations", roles: ADMIN },
  { href: "/profile/import", label: "Import", roles: ADMIN },
  { href: "/profile/account", label: "My account", roles: STAFF },
];

/** Pages outside the menu that only some roles may open: each path prefix with its roles. */
const RESTRICTED_PREFIXES: ReadonlyArray<{ prefix: string; roles: readonly Role[] }> = [
  { prefix: "/profile/certifications/", roles: ADMIN },
];

export function menuFor(role: Role): MenuItem[] {
  return ADMIN_MENU.filter((item) => item.roles.includes(role));
}

/** Whether the role may open the page at this path (unknown pages are left to their own checks). */
export function mayOpen(role: Role, pathname: string): boolean {
  const item =
    ADMIN_MENU.find((entry) => entry.href === pathname) ??
    RESTRICTED_PREFIXES.find((entry) => pathname.startsWith(entry.prefix));
  return !item || item.roles.includes(role);
}
