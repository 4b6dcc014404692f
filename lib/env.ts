// The validated configuration: the only module that reads process.env on the server.
import { createPrivateKey, generateKeyPairSync, randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined));

const optionalUrl = optionalText.pipe(z.url({ protocol: /^https?$/ }).optional());

const optionalSmtpUrl = optionalText.pipe(
  z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be an smtp:// or smtps:// URL" }).optional(),
);

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  MONGODB_URI: z
    .string({ error: "MONGODB_URI is required (mongodb:// or mongodb+srv://)" })
    .regex(/^mongodb(\+srv)?:\/\/[^\s/]+/, "MONGODB_URI must be a mongodb:// or mongodb+srv:// URI"),
  JWT_SECRET: optionalText,
  /**
   * The Ed25519 private key that signs attendance certificates (issue 44), as PKCS#8 PEM (what
   * `openssl genpkey -algorithm ed25519` prints; line breaks may be written as \n). Required in
   * production; development and the embedded stack keep their own under .data/.
   */
  CREDENTIAL_SIGNING_KEY: optionalText.transform((value) => value?.replace(/\\n/g, "\n")),
  SESSION_TTL_SECONDS: z.coerce.number().int().min(5).max(604800).default(10800),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  NEXT_PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  NEXT_PUBLIC_SITE_NAME: z.string().min(1).default("HR Pulse"),
  NEXT_PUBLIC_GA_ID: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** How long one AI generation may take before it is abandoned. */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(30000),
  RSS_FEEDS: optionalText,
  RSS_ALLOW_PRIVATE_HOSTS: booleanFlag,
  CRON_SECRET: optionalText,
  /** Lets webhooks reach loopback and private addresses (tests, a receiver on the same network). */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: booleanFlag,
  /** Lets imports fetch images from loopback and private addresses (tests, an old site on the same network). */
  IMPORT_ALLOW_PRIVATE_HOSTS: booleanFlag,
  /** The first retry delay of a failed webhook delivery; later ones are 5, 30, 120 and 360 times it. */
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(60_000),
  /** Days an on-site job's applications and CVs are kept after it closes or expires (issue 43). */
  APPLICATION_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  ALLOW_REGISTRATION: booleanFlag,
  RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
  TRUST_PROXY: booleanFlag,
  // Bounded work per server (lib/server/work-gate.ts); the defaults suit a 2-core server.
  WORK_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(2),
  WORK_QUEUE: z.coerce.number().int().min(0).max(10000).default(100),
  WORK_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(60000).default(1000),
  WORK_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  WORK_DEADLINE_MS: z.coerce.number().int().min(100).max(60000).default(2500),
  // Read by lib/cache/shared-store.cjs (outside the bundle); validated here with the rest. Unset:
  // pages, data and change notices stay in this process (one app server).
  // Set by `npm run serve` (3000): after a SIGTERM, how long the server says it is stopping before it
  // closes (lib/server/shutdown.ts); 0 = close at once.
  APP_DRAIN_MS: z.coerce.number().int().min(0).max(60000).default(0),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" }).optional(),
  ),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Background jobs this process runs at once (lib/tasks); 0: an app server that takes no jobs. */
  WORKERS: z.coerce.number().int().min(0).max(100).default(4),
  /** How long a job's lock lasts without a heartbeat: a job whose process died runs elsewhere after it. */
  TASK_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  /** How often a working process looks for due jobs. */
  TASK_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Outgoing mail server (smtp://user:pass@host:587); unset: mails wait in the log as `not sent`. */
  SMTP_URL: optionalSmtpUrl,
  /** `Name <address>` or a bare address; unset: `{site name} <no-reply@{site host}>`. */
  MAIL_FROM: optionalText.refine(
    (value) => value === undefined || /^([^<>]*<)?[^\s@<>]+@[^\s@<>]+\.?[^\s@<>]*>?$/.test(value),
    "MAIL_FROM must be an address such as HR Pulse <news@example.org>",
  ),
  MAIL_POSTAL_ADDRESS: optionalText,
  MAIL_RATE_PER_SECOND: z.coerce.number().positive().max(10000).default(10),
  // Sign in with LinkedIn (OpenID Connect): the button shows when the client id and secret are set.
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: z.url({ protocol: /^https?$/ }).default("https://www.linkedin.com/oauth"),
});

export type Env = z.infer<typeof envSchema> & { JWT_SECRET: string; CREDENTIAL_SIGNING_KEY: string };

/** Turns a zod failure into one line that names every bad variable. */
export function describeEnvError(error: z.ZodError): string {
  const parts = error.issues.map((issue) => {
    const name = issue.path.join(".");
    return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
  });
  return `Invalid configuration: ${parts.join("; ")}`;
}

/** Where development and the embedded stack keep their per-install JWT secret. */
export const LOCAL_JWT_SECRET_FILE = path.join(".data", "dev-jwt-secret");

/** The per-install random JWT secret (mode 0600), created on first use. */
export function localJwtSecret(root = process.cwd()): { secret: string; created: boolean } {
  const file = path.join(root, LOCAL_JWT_SECRET_FILE);
  const created = !existsSync(file);
  if (created) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString("hex"), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { secret: readFileSync(file, "utf8").trim(), created };
}

/** Where development and the embedded stack keep their per-install certificate signing key. */
export const LOCAL_CREDENTIAL_KEY_FILE = path.join(".data", "credential-signing-key.pem");

/** The per-install Ed25519 signing key (PKCS#8 PEM, mode 0600), created on first use. */
export function localCredentialKey(root = process.cwd()): { pem: string; created: boolean } {
  const file = path.join(root, LOCAL_CREDENTIAL_KEY_FILE);
  const created = !existsSync(file);
  if (created) {
    mkdirSync(path.dirname(file), { recursive: true });
    const { privateKey } = generateKeyPairSync("ed25519");
    writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600 });
  }
  chmodSync(file, 0o600);
  return { pem: readFileSync(file, "utf8"), created };
}

const CREDENTIAL_KEY_MESSAGE =
  "Invalid configuration: CREDENTIAL_SIGNING_KEY must hold an Ed25519 private key as PKCS#8 PEM (openssl genpkey -algorithm ed25519)";

function isEd25519Pem(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === "ed25519";
  } catch {
    return false;
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) throw new Error(describeEnvError(parsed.error));
  const env = parsed.data;
  if (env.NODE_ENV === "production" && (!env.JWT_SECRET || env.JWT_SECRET.length < 32)) {
    throw new Error("Invalid configuration: JWT_SECRET must be set to at least 32 characters in production");
  }
  if (env.CREDENTIAL_SIGNING_KEY ? !isEd25519Pem(env.CREDENTIAL_SIGNING_KEY) : env.NODE_ENV === "production")
    throw new Error(
      `${CREDENTIAL_KEY_MESSAGE}${env.CREDENTIAL_SIGNING_KEY ? "" : "; it is required in production"}`,
    );
  return {
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? localJwtSecret().secret,
    CREDENTIAL_SIGNING_KEY: env.CREDENTIAL_SIGNING_KEY ?? localCredentialKey().pem,
  };
}

let cached: Env | undefined;

const publicEnvSchema = envSchema.pick({
  NEXT_PUBLIC_SITE_URL: true,
  NEXT_PUBLIC_SITE_NAME: true,
  NEXT_PUBLIC_GA_ID: true,
});
export type PublicEnv = z.infer<typeof publicEnvSchema>;
let cachedPublic: PublicEnv | undefined;

/**
 * The values a page may show (site name, URL, analytics id): safe at build time, when the server's
 * secrets and database are not configured (`next build` prerenders pages such as not-found).
 */
export function getPublicEnv(): PublicEnv {
  cachedPublic ??= (() => {
    const parsed = publicEnvSchema.safeParse(process.env);
    if (!parsed.success) throw new Error(describeEnvError(parsed.error));
    return parsed.data;
  })();
  return cachedPublic;
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
