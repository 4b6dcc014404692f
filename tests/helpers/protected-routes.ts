// Every protected API route, once: the API auth matrix (tests/api/staff/auth-matrix.test.ts) and the
// adversarial suite (tests/security/**) both read it. Add a row for each new protected route.

/**
 * - staff: any signed-in role;
 * - admin: the admin role only;
 * - role:admin / role:profile: a `/api/{role}/...` path, usable only with that role.
 */
export type Access = "staff" | "admin" | "role:admin" | "role:profile";
export type ProtectedRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  access: Access;
  /** The answer to an allowed call is not JSON (CSV, tar.gz): only its status is read. */
  binary?: boolean;
  /** Also open to the item's owner (a member): a member cookie passes the auth check (no 401/403). */
  memberOwner?: boolean;
};

export const SAMPLE_ID = "0123456789abcdef01234567";
const ID = SAMPLE_ID;
export const SAMPLE_RUN_ID = "newsletter-00000000-0000-4000-8000-000000000000";

const rolePaths = (method: ProtectedRoute["method"], suffix: string): ProtectedRoute[] => [
  { method, path: `/api/admin/${suffix}`, access: "role:admin" },
  { method, path: `/api/profile/${suffix}`, access: "role:profile" },
];

export const PROTECTED_ROUTES: ProtectedRoute[] = [
  ...rolePaths("GET", "dashboard"),
  ...rolePaths("GET", "blogs"),
  ...rolePaths("GET", "comments"),
  ...rolePaths("GET", "events"),
  ...rolePaths("GET", "jobs"),
  // /api/admin/certifications is the public certification list (a static route that wins over
  // [role]): only the profile path goes through the role check.
  { method: "GET", path: "/api/profile/certifications", access: "role:profile" },
  ...rolePaths("GET", "feeds"),
  ...rolePaths("POST", `approve-event/${ID}`),
  ...rolePaths("POST", `delete-event/${ID}`),
  ...rolePaths("POST", `event-status/${ID}`),
  ...rolePaths("GET", `events/${ID}/attendance-code`),
  ...rolePaths("POST", `approve-job/${ID}`),
  ...rolePaths("POST", `delete-job/${ID}`),
  ...rolePaths("POST", `job-status/${ID}`),
  // The public job list with closed jobs too is for staff only.
  { method: "GET", path: "/api/job/all?include=closed", access: "staff" },
  { method: "POST", path: `/api/profile/approve-comment/${ID}`, access: "staff" },
  { method: "POST", path: `/api/profile/delete-comment/${ID}`, access: "staff" },
  { method: "POST", path: "/api/blog/add-blog", access: "staff" },
  { method: "POST", path: `/api/blog/delete/${ID}`, access: "staff" },
  { method: "POST", path: `/api/blog/toggle-publish/${ID}`, access: "staff" },
  { method: "POST", path: "/api/blog/generate", access: "staff" },
  { method: "PUT", path: `/api/event/update-event/${ID}`, access: "staff", memberOwner: true },
  // Open to a job's owner too (issue 33): the owner's side (other member 403) is in tests/api/jobs/job-dashboard.test.ts.
  { method: "PUT", path: `/api/job/update-job/${ID}`, access: "staff", memberOwner: true },
  // Issue 43: an application and its CV, for the job's owners (members) and admin staff (audited);
  // the owner's side (other member 403) is in tests/api/jobs/applications.test.ts.
  { method: "GET", path: `/api/applications/${ID}`, access: "admin", memberOwner: true },
  { method: "GET", path: `/api/applications/${ID}/cv`, access: "admin", memberOwner: true },
  { method: "POST", path: "/api/profile/add-feed", access: "staff" },
  { method: "POST", path: `/api/profile/delete-feed/${ID}`, access: "staff" },
  { method: "POST", path: "/api/profile/import-rss", access: "staff" },
  { method: "POST", path: "/api/admin/create-certification", access: "admin" },
  { method: "POST", path: `/api/admin/delete-certification/${ID}`, access: "admin" },
  { method: "PUT", path: "/api/admin/update-about", access: "admin" },
  { method: "GET", path: "/api/admin/audit", access: "admin" },
  ...rolePaths("GET", "subscribers"),
  ...rolePaths("POST", `delete-subscriber/${ID}`),
  ...rolePaths("POST", `bounce-subscriber/${ID}`),
  ...rolePaths("GET", "newsletters"),
  ...rolePaths("POST", "newsletters"),
  ...rolePaths("POST", "newsletters/preview"),
  ...rolePaths("POST", "newsletters/test"),
  ...rolePaths("GET", `newsletters/${SAMPLE_RUN_ID}`),
  // The answer is CSV, not JSON: its content is tested in tests/api/members/newsletter-admin.test.ts.
  { method: "GET", path: "/api/admin/subscribers.csv", access: "admin", binary: true },
  { method: "GET", path: "/api/admin/mail", access: "admin" },
  ...rolePaths("GET", "moderation"),
  ...rolePaths("POST", "moderation"),
  ...rolePaths("GET", "moderation/pending"),
  ...rolePaths("GET", "moderation/job-changes"),
  ...rolePaths("GET", "moderation/event-changes"),
  // Issue 47: everything the inbox opens with, in one request.
  ...rolePaths("GET", "moderation/summary"),
  // Issue 33: companies waiting for verification.
  ...rolePaths("GET", "companies/pending"),
  ...rolePaths("POST", "companies/sample-company/verify"),
  ...rolePaths("GET", "moderation/blocks"),
  ...rolePaths("POST", `moderation/unblock/${ID}`),
  ...rolePaths("GET", "moderation/replies"),
  ...rolePaths("POST", "moderation/replies"),
  ...rolePaths("PUT", `moderation/replies/${ID}`),
  ...rolePaths("DELETE", `moderation/replies/${ID}`),
  // Issue 17: editing, revisions, certifications, the team and passwords.
  { method: "PUT", path: `/api/blog/update-blog/${ID}`, access: "staff" },
  ...rolePaths("GET", `blog/${ID}`),
  ...rolePaths("GET", `blog/${ID}/revisions`),
  ...rolePaths("GET", `blog/${ID}/revisions/${ID}`),
  ...rolePaths("POST", `blog/${ID}/restore/${ID}`),
  { method: "PUT", path: `/api/admin/update-certification/${ID}`, access: "admin" },
  { method: "GET", path: `/api/admin/certification/${ID}`, access: "admin" },
  { method: "GET", path: "/api/admin/users", access: "admin" },
  { method: "POST", path: "/api/admin/users", access: "admin" },
  { method: "PUT", path: `/api/admin/users/${ID}`, access: "admin" },
  { method: "POST", path: "/api/profile/change-password", access: "staff" },
  // Issue 35: Content API keys.
  { method: "GET", path: "/api/admin/api-keys", access: "admin" },
  { method: "POST", path: "/api/admin/api-keys", access: "admin" },
  { method: "DELETE", path: `/api/admin/api-keys/${ID}`, access: "admin" },
  // Issue 35: webhooks.
  { method: "GET", path: "/api/admin/tasks?state=failed", access: "admin" },
  { method: "POST", path: `/api/admin/tasks/${ID}/retry`, access: "admin" },
  { method: "GET", path: "/api/admin/webhooks", access: "admin" },
  { method: "POST", path: "/api/admin/webhooks", access: "admin" },
  { method: "DELETE", path: `/api/admin/webhooks/${ID}`, access: "admin" },
  { method: "GET", path: `/api/admin/webhooks/${ID}/deliveries`, access: "admin" },
  // Issue 35: imports.
  { method: "GET", path: "/api/admin/import", access: "admin" },
  { method: "POST", path: "/api/admin/import", access: "admin" },
  { method: "GET", path: `/api/admin/import/${ID}`, access: "admin" },
  // A tar.gz, not JSON: its content is tested in tests/api/import-export/export-round-trip.test.ts.
  { method: "GET", path: "/api/admin/export", access: "admin", binary: true },
  // Issue 42: the export as a background job, downloaded once done.
  { method: "POST", path: "/api/admin/exports", access: "admin" },
  { method: "GET", path: `/api/admin/exports/${ID}`, access: "admin" },
  // Issue 32: staff replies as the publication.
  ...rolePaths("POST", `comments/${ID}/reply`),
  // Issue 44: staff revoke an attendance certificate.
  ...rolePaths("POST", `credentials/${ID}/revoke`),
  // Issue 31: the admin's Members page.
  { method: "GET", path: "/api/admin/members", access: "admin" },
  { method: "PUT", path: `/api/admin/members/${ID}`, access: "admin" },
];

/** Member routes (issue 31): a member session cookie, never a staff token (401 without, 403 with one). */
export const MEMBER_ROUTES: Array<{ method: ProtectedRoute["method"]; path: string }> = [
  { method: "GET", path: "/api/members/me" },
  { method: "PUT", path: "/api/members/me" },
  { method: "DELETE", path: "/api/members/me" },
  { method: "GET", path: "/api/members/me/preferences" },
  { method: "PUT", path: "/api/members/me/preferences" },
  { method: "GET", path: "/api/members/me/export" },
  { method: "GET", path: "/api/members/me/cpd" },
  { method: "POST", path: "/api/members/me/cpd" },
  { method: "PUT", path: `/api/members/me/cpd/${ID}` },
  { method: "DELETE", path: `/api/members/me/cpd/${ID}` },
  { method: "PUT", path: "/api/members/me/cpd/cycles" },
  { method: "GET", path: "/api/members/me/cpd.csv" },
  { method: "GET", path: "/api/members/me/cpd.pdf" },
  { method: "GET", path: "/api/members/me/events" },
  { method: "GET", path: "/api/members/me/events/going" },
  { method: "GET", path: `/api/members/me/comments?blog=${ID}` },
  { method: "GET", path: `/api/members/me/events/${ID}/attendance-code` },
  { method: "POST", path: `/api/events/${ID}/status` },
  { method: "POST", path: `/api/events/${ID}/going` },
  { method: "POST", path: `/api/events/${ID}/attend` },
  { method: "POST", path: "/api/members/sign-out" },
  // Issue 32: likes are for members.
  { method: "POST", path: "/api/comments/0123456789abcdef01234567/like" },
  // Issue 33: the employer's dashboard.
  { method: "GET", path: "/api/members/me/jobs" },
  { method: "POST", path: `/api/jobs/${ID}/filled` },
  { method: "POST", path: `/api/jobs/${ID}/close` },
  { method: "POST", path: `/api/jobs/${ID}/extend` },
  { method: "POST", path: `/api/jobs/${ID}/relist` },
  { method: "GET", path: "/api/members/me/companies" },
  { method: "POST", path: "/api/companies" },
  { method: "PUT", path: "/api/companies/sample-company" },
  { method: "POST", path: "/api/companies/sample-company/colleagues" },
  // Issue 43: the employer's inbox and decisions, the candidate's list and withdrawal.
  { method: "GET", path: `/api/members/me/jobs/${ID}/applications` },
  { method: "POST", path: `/api/applications/${ID}/status` },
  { method: "GET", path: "/api/members/me/applications" },
  { method: "DELETE", path: `/api/members/me/applications/${ID}` },
  // Issue 44: registrations with seats (registering is open to guests too).
  { method: "DELETE", path: `/api/events/${ID}/registrations/me` },
  { method: "GET", path: `/api/members/me/events/${ID}/registrations` },
  { method: "GET", path: `/api/members/me/events/${ID}/registrations.csv` },
  { method: "POST", path: `/api/members/me/events/${ID}/registrations/${ID}` },
  { method: "GET", path: "/api/members/me/registrations" },
  { method: "GET", path: `/api/members/me/registrations/${ID}/qr.png` },
  { method: "POST", path: `/api/members/me/events/${ID}/check-in` },
  { method: "GET", path: "/api/members/me/credentials" },
  { method: "GET", path: `/api/members/me/credentials/${ID}` },
  { method: "GET", path: "/api/members/me/cpd/audit-pack.zip" },
];
