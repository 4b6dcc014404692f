// Business constants from SPEC sections 3 and 9, defined once.
export const ALL_CATEGORY = "All";
export const BLOG_CATEGORIES = [
  "People Analytics",
  "HR Technology",
  "Talent Acquisition",
  "Payroll",
  "Performance Management",
  "Total Rewards",
  "Benefits",
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
/** The category tabs: "All" followed by the seven categories. */
export const CATEGORY_TABS = [ALL_CATEGORY, ...BLOG_CATEGORIES] as const;

export const BLOG_PAGE_SIZE = 30;
export const BLOG_PAGE_SIZE_MAX = 100;
export const BLOG_CARD_EXCERPT_LENGTH = 70;
export const BLOG_SEARCH_MAX_LENGTH = 200;
/** Site search (GET /api/search, /search): query length, results per request, results per page. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_LIMIT_DEFAULT = 10;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_PAGE_SIZE = 20;

// Page sizes and list limits, defined once for the data layer, the request schemas and the screens.
/** Public listings of events, jobs and certifications (the home page lists BLOG_PAGE_SIZE posts). */
export const EVENTS_PAGE_SIZE = 24;
export const JOBS_PAGE_SIZE = 24;
export const CERTIFICATIONS_PAGE_SIZE = 24;
/** Back-office moderation lists (events and jobs). */
export const STAFF_LIST_PAGE_SIZE = 50;
/** The Blogs Vault and the staff blog list API (default and largest page). */
export const ADMIN_BLOG_PAGE_SIZE = 50;
export const ADMIN_BLOG_PAGE_SIZE_MAX = 200;
/** Comments per moderation tab (default and largest). */
export const COMMENT_MODERATION_LIMIT = 200;
export const COMMENT_MODERATION_LIMIT_MAX = 500;
export const AUDIT_PAGE_SIZE = 30;
export const MAIL_LOG_PAGE_SIZE = 30;
export const SUBSCRIBERS_PAGE_SIZE = 30;
/** A comment's length limits (free of zod, so the article's comment form ships without it). */
export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;

export const CERTIFICATION_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type CertificationLevel = (typeof CERTIFICATION_LEVELS)[number];

export const ROLES = ["admin", "profile"] as const;
export type Role = (typeof ROLES)[number];

export const SESSION_STORAGE_KEYS = { token: "token", role: "role", expiry: "expiry" } as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 2000;

/** Newsletter subscriber states (double opt-in) and the outcomes the mail log records. */
export const SUBSCRIBER_STATES = ["pending", "active", "unsubscribed", "bounced"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "not sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
