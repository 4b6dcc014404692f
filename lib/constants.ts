// Business constants from SPEC sections 3 and 9, defined once.
export const ALL_CATEGORY = "All";
export const BLOG_NOT_FOUND = "Blog not found";
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
/** Revisions kept per post (older ones are dropped at the next save). */
export const BLOG_REVISIONS_KEPT = 50;
/** How often each server looks for scheduled posts that are due (lib/posts/publish-scheduler.ts). */
export const PUBLISH_CHECK_INTERVAL_MS = 10_000;
/** Comments per moderation tab (default and largest). */
export const COMMENT_MODERATION_LIMIT = 200;
export const COMMENT_MODERATION_LIMIT_MAX = 500;
export const AUDIT_PAGE_SIZE = 30;
export const MAIL_LOG_PAGE_SIZE = 30;
export const SUBSCRIBERS_PAGE_SIZE = 30;
/** A comment's length limits (free of zod, so the article's comment form ships without it). */
export const COMMENT_NAME_MAX_LENGTH = 80;
export const COMMENT_CONTENT_MAX_LENGTH = 2000;
/** A flag's optional note for the moderators (issue 32). */
export const COMMENT_FLAG_NOTE_MAX = 500;

export const CERTIFICATION_LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export type CertificationLevel = (typeof CERTIFICATION_LEVELS)[number];
/** How a course is taught, and its schema.org `courseMode`. */
export const CERTIFICATION_FORMATS = ["self-paced", "instructor-led", "in-person"] as const;
export type CertificationFormat = (typeof CERTIFICATION_FORMATS)[number];
export const CERTIFICATION_FORMAT_LABELS: Record<CertificationFormat, string> = {
  "self-paced": "Self-paced",
  "instructor-led": "Instructor-led",
  "in-person": "In person",
};

/** Bodies whose continuing-education credits events and courses carry (SHRM PDCs, HRCI credits, CIPD CPD hours). */
export const CREDIT_BODIES = ["SHRM", "HRCI", "CIPD", "Other"] as const;
export type CreditBody = (typeof CREDIT_BODIES)[number];
export const MAX_CREDITS = 6;

/** How people attend an event: `physical` (older API) is true for inPerson and hybrid. */
export const EVENT_ATTENDANCE = ["inPerson", "online", "hybrid"] as const;
export type EventAttendance = (typeof EVENT_ATTENDANCE)[number];
export const EVENT_ATTENDANCE_LABELS: Record<EventAttendance, string> = {
  inPerson: "In person",
  online: "Online",
  hybrid: "Hybrid",
};
export const EVENT_STATUSES = ["scheduled", "cancelled", "postponed"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** An event with no end given lasts this long. */
export const DEFAULT_EVENT_MINUTES = 60;
/** How an event takes registrations (issue 44); absent: no registration, "I'm going" instead. */
export const EVENT_REGISTRATION_MODES = ["open", "approval", "closed"] as const;
export type EventRegistrationMode = (typeof EVENT_REGISTRATION_MODES)[number];
export const REGISTRATION_STATES = ["registered", "waitlisted", "pending", "declined"] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
/** The newsletter digest lists the events starting within this many days, at most DIGEST_MAX_EVENTS. */
export const DIGEST_EVENT_DAYS = 30;
export const DIGEST_MAX_EVENTS = 10;
/** Currency of a price given without one. */
export const DEFAULT_CURRENCY = "GBP";

export const ROLES = ["admin", "profile"] as const;
export type Role = (typeof ROLES)[number];

/** The browser keeps the staff role and expiry here; the token stays in the HttpOnly cookie. */
export const SESSION_STORAGE_KEYS = { role: "role", expiry: "expiry" } as const;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 2000;

/** Newsletter subscriber states (double opt-in) and the outcomes the mail log records. */
export const SUBSCRIBER_STATES = ["pending", "active", "unsubscribed", "bounced"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const MAIL_STATUSES = ["queued", "sending", "sent", "failed", "not sent"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Moderation (issue 18): the states of comments, events and jobs, the inbox pages and bulk calls. */
export const MODERATION_STATES = ["pending", "approved", "rejected"] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_TYPES = ["comment", "event", "job"] as const;
export type ModerationType = (typeof MODERATION_TYPES)[number];
export const MODERATION_PAGE_SIZE = 50;
export const MODERATION_PAGE_SIZE_MAX = 200;
export const MODERATION_BULK_MAX = 200;
export const MODERATION_REASON_MAX_LENGTH = 500;
export const MODERATION_PREVIEW_LENGTH = 160;
/** The saved replies a fresh install starts with (staff edit them in the inbox). */
export const DEFAULT_SAVED_REPLIES = ["Not relevant to HR", "Duplicate", "Missing details", "Spam"] as const;
export const SPAM_REASON = "Spam";
/** How often the back-office menu re-reads the number of pending items. */
export const INBOX_BADGE_REFRESH_MS = 60_000;
