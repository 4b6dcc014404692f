// Every abuse limit in one place (the rate-limit module: this table, the database and memory
// windows that count, enforce.ts that applies a limit, login-throttle.ts that slows guessing): requests per client IP per fixed window. RATE_LIMIT_SCALE
// multiplies them all (tests and benchmarks raise it).
export const RATE_LIMITS = {
  login: { limit: 10, windowSeconds: 15 * 60 },
  register: { limit: 5, windowSeconds: 60 * 60 },
  comment: { limit: 10, windowSeconds: 10 * 60 },
  /** Issue 32: flags per client (one per comment besides), and a member's like toggles. */
  commentFlag: { limit: 20, windowSeconds: 10 * 60 },
  commentLike: { limit: 60, windowSeconds: 10 * 60 },
  subscribe: { limit: 5, windowSeconds: 10 * 60 },
  /** Newsletter confirmation requests per e-mail address (past it the route answers alike and sends nothing). */
  subscribeAddress: { limit: 10, windowSeconds: 60 * 60 },
  createEvent: { limit: 5, windowSeconds: 60 * 60 },
  createJob: { limit: 5, windowSeconds: 60 * 60 },
  /** Job alert requests and confirmations (per IP; lib/jobs/job-alerts.ts also limits per address). */
  jobAlert: { limit: 10, windowSeconds: 10 * 60 },
  /** Issue 44: guests' event registrations and their confirmations (a confirmation mail per address an hour besides). */
  eventRegistration: { limit: 10, windowSeconds: 10 * 60 },
  ai: { limit: 30, windowSeconds: 60 * 60 },
  // Password mails and links: per client address, and per e-mail address or account (the same
  // limits whether or not the address is known).
  forgotPassword: { limit: 5, windowSeconds: 15 * 60 },
  forgotPasswordAddress: { limit: 3, windowSeconds: 60 * 60 },
  passwordLink: { limit: 10, windowSeconds: 15 * 60 },
  passwordLinkAccount: { limit: 5, windowSeconds: 15 * 60 },
  changePassword: { limit: 10, windowSeconds: 15 * 60 },
  changePasswordAccount: { limit: 5, windowSeconds: 15 * 60 },
  // Member sign-in (issue 31): requests per client; sign-in mails per address, never scaled (at most
  // 5 an hour whatever RATE_LIMIT_SCALE says); code and link checks per client.
  memberSignIn: { limit: 10, windowSeconds: 15 * 60 },
  memberSignInAddress: { limit: 5, windowSeconds: 60 * 60, unscaled: true },
  memberVerify: { limit: 30, windowSeconds: 15 * 60 },
  /** Event attendance codes typed, per member (not per IP): a code cannot be guessed by trying. */
  attendanceCode: { limit: 10, windowSeconds: 15 * 60 },
  // Public reads: far above what a person browsing does (a page view makes at most a few API calls,
  // a search is typed), low enough that one scraper cannot keep a server's database busy. Counted in
  // each server's memory (lib/rate-limit/memory-windows.ts), not in the database.
  publicRead: { limit: 600, windowSeconds: 60, perServer: true },
  /** A listing page loads up to 30 card images; browsers keep them (immutable). */
  imageRead: { limit: 3000, windowSeconds: 60, perServer: true },
  /** Content API requests per key (not per IP), shared by every server. */
  contentApi: { limit: 600, windowSeconds: 60 },
  /** The search pages (/?search=…, /events?search=…): each one is a full search in the database. */
  searchPage: { limit: 60, windowSeconds: 60, perServer: true },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** Failed sign-ins per account before each further attempt is slowed down. */
export const LOGIN_FAILURES_BEFORE_DELAY = 5;
export const LOGIN_FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_DELAY_STEP_MS = 500;
export const LOGIN_DELAY_MAX_MS = 5000;

export function scaledLimit(name: RateLimitName, scale: number): number {
  if ("unscaled" in RATE_LIMITS[name]) return RATE_LIMITS[name].limit;
  return Math.max(1, Math.ceil(RATE_LIMITS[name].limit * scale));
}

/** Limits counted in each server's memory rather than in the shared database. */
export function countedPerServer(name: RateLimitName): boolean {
  return "perServer" in RATE_LIMITS[name];
}

export function retryAfterSeconds(resetAt: Date, now = Date.now()): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
}
