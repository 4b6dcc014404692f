// Keeps each folder of lib/ (a domain such as jobs or events, or shared infrastructure such as
// mail or cache) from reaching into another one's internals: code in lib/<a>/ may import from
// lib/<b>/ only its index.ts or a file named below as b's public face. Files directly in lib/
// (db.ts, env.ts, dates.ts …) are shared by all. Pages, route handlers and components are the
// domains' callers and may import what they need.
import path from "node:path";

/** Each folder's public face: the files (relative to lib/<folder>/, no extension) others may import. */
export const PUBLIC_FACES = {
  applications: [
    "applications",
    "fields",
    "application-schemas",
    "cv-check",
    "application-upload",
    "application-timing",
  ],
  api: ["errors", "etag", "responses", "route", "client-ip", "api-client", "request-key"],
  auth: [
    "token",
    "cron-secret",
    "session",
    "member-session",
    "api-key",
    "password",
    "signed-tokens",
    "staff-session",
  ],
  cache: [
    "invalidate",
    "public-tags",
    "public-cache",
    "public-api-cache",
    "changes",
    "http-cache",
    "single-flight",
  ],
  certifications: ["certifications", "certification-listing", "certification-schemas"],
  comments: [
    "comment-digest",
    "comments",
    "comment-likes",
    "comment-trust",
    "comment-flags",
    "comment-reply-mail",
    "comment-schemas",
  ],
  companies: ["companies", "company-schemas", "domain"],
  cpd: ["cpd-reminders", "cpd", "rules", "cpd-schemas"],
  credentials: ["credentials", "did", "credential-schemas"],
  events: [
    "event-mails",
    "events",
    "event-schemas",
    "event-listing",
    "event-going",
    "event-attendance",
    "event-owners",
    "event-item",
    "event-registrations",
    "event-check-in",
    "registration-schemas",
  ],
  feeds: ["rss-import", "describe-result", "fetch-feed", "feed-schemas"],
  html: ["sanitize", "text", "html-excerpt"],
  http: ["busy-page", "unavailable-page", "csp", "listing-params", "listing-urls", "search-params"],
  images: ["images", "stored-url", "process"],
  "import-export": ["import-runs", "legacy-paths", "legacy-redirects", "import-schemas", "export-files"],
  integrations: ["api-keys", "webhooks", "webhook-retry", "integrations-schemas"],
  jobs: [
    "job-alerts",
    "job-mails",
    "job-open",
    "job-listing",
    "job-schemas",
    "job-items",
    "listing-url",
    "fields",
    "job-owners",
    "describe-filters",
    "rules/wording",
    "rules/pay-rules",
    "rules/role-family",
    "rules/pay-normalise",
    "rules/job-place",
    "job-owner-schemas",
  ],
  mail: [
    "mail-log",
    "config",
    "send",
    "templates/index",
    "templates/comment-digest",
    "templates/event-mail",
    "templates/event-registration",
    "tokens",
    "double-opt-in",
    "escape",
    "render",
    "start-up-warning",
  ],
  members: ["member-sessions", "member-sign-in", "member-schemas", "members"],
  moderation: [
    "moderation-decisions",
    "moderation-blocks",
    "pending-changes",
    "moderation",
    "moderation-kinds",
    "moderation-schemas",
  ],
  net: ["address-guard"],
  newsletter: [
    "newsletter-runs",
    "subscribers-csv",
    "subscribers",
    "newsletter-schemas",
    "subscriber-schemas",
  ],
  offers: ["offer-schemas", "offer-text"],
  posts: [
    "newest-blogs",
    "blogs",
    "blog-listing",
    "blog-text",
    "blog-schedule",
    "blog-visibility",
    "blog-card",
    "blog-schemas",
  ],
  pay: ["pay-stats", "pay-schemas"],
  "rate-limit": ["enforce", "limits", "database-windows"],
  search: ["index-state", "search", "search-schemas"],
  seo: ["seo-reads", "urls", "calendar", "site", "json-ld", "metadata"],
  server: ["work-gate", "work-limits", "shutdown", "build-phase", "start-up", "request-error"],
  site: ["website", "website-schemas"],
  staff: ["users", "audit", "auth-schemas"],
  // The queue alone (no handlers): what a domain needs to put a job on it without a cycle.
  tasks: ["queue"],
};

const LIB = path.join(process.cwd(), "lib");

function folderOf(absolute) {
  const relative = path.relative(LIB, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? { folder: parts[0], inner: parts.slice(1).join("/") } : null;
}

const stripExtension = (file) => file.replace(/\.(ts|tsx|mts|cts|js|mjs|cjs)$/, "");

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Import another lib/ folder only through its index.ts or named public face" },
    schema: [],
  },
  create(context) {
    const own = folderOf(context.filename);
    if (!own) return {};
    function check(node, source) {
      if (!source || typeof source.value !== "string") return;
      const spec = source.value;
      let absolute;
      if (spec.startsWith("@/")) absolute = path.join(process.cwd(), spec.slice(2));
      else if (spec.startsWith(".")) absolute = path.resolve(path.dirname(context.filename), spec);
      else return;
      const target = folderOf(absolute);
      if (!target || target.folder === own.folder) return;
      const inner = stripExtension(target.inner.split(path.sep).join("/"));
      if (inner === "index") return;
      const faces = PUBLIC_FACES[target.folder] ?? [];
      if (faces.includes(inner)) return;
      context.report({
        node: source,
        message: `lib/${own.folder} reaches into lib/${target.folder}/${inner}: import its index.ts or name the file as its public face in eslint/domain-boundaries.mjs`,
      });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export const domainBoundaries = { rules: { "domain-boundaries": rule } };
