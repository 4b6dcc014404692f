import type { Role } from "@/lib/constants";

/** How the team screens name the roles. */
export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", profile: "Editor (profile)" };
