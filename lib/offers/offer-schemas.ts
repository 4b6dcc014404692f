// What events and certifications share: a price, continuing-education credits and an organisation
// (an event's organiser, a course's provider). Blank form fields mean "not given".
import { z } from "zod";
import { CREDIT_BODIES, DEFAULT_CURRENCY, MAX_CREDITS } from "@/lib/constants";
import { httpUrlSchema } from "@/lib/common-schemas";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === "";

/** A number from JSON or from a form field's text; blank is "missing". */
const amountSchema = (
  label: string,
  { min, max, positive }: { min: number; max: number; positive?: boolean },
) =>
  z.preprocess(
    (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value)) : value),
    z
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, `${label} must be a number`)
      .refine(
        (n) => (positive ? n > min : n >= min),
        positive ? `${label} must be more than ${min}` : `${label} must be ${min} or more`,
      )
      .refine((n) => n <= max, `${label} must be at most ${max}`)
      .refine((n) => Math.round(n * 100) === n * 100, `${label} must have at most two decimals`),
  );

const currencySchema = z
  .string({ error: "Price currency must be a three-letter code such as GBP" })
  .trim()
  .toUpperCase()
  .refine((code) => /^[A-Z]{3}$/.test(code), "Price currency must be a three-letter code such as GBP");

/** A form's empty amount box (whatever the currency box says), or an object with neither part. */
const isPriceLeftBlank = (value: Record<string, unknown>) =>
  typeof value.amount === "string"
    ? value.amount.trim() === ""
    : value.amount == null && isBlank(value.currency);

/** `{ amount, currency }`, amount 0 = free; absent, null or left blank = no price given. */
export const priceSchema = z.preprocess(
  (value) => (value === null || (isRecord(value) && isPriceLeftBlank(value)) ? undefined : value),
  z
    .object(
      {
        amount: amountSchema("Price amount", { min: 0, max: 1_000_000 }),
        currency: z.preprocess((value) => (isBlank(value) ? DEFAULT_CURRENCY : value), currencySchema),
      },
      { error: "Price must be an object with amount and currency" },
    )
    .optional(),
);

export type Price = { amount: number; currency: string };

const creditSchema = z.object(
  {
    body: z.enum(CREDIT_BODIES, { error: `Credit body must be one of ${CREDIT_BODIES.join(", ")}` }),
    amount: amountSchema("Credit amount", { min: 0, max: 1000, positive: true }),
  },
  { error: "Each credit must have a body and an amount" },
);

/** CPD credits, each body at most once: `[{ body: "SHRM", amount: 1.5 }]`. */
export const creditsSchema = z.preprocess(
  (value) => (value === null ? undefined : value),
  z
    .array(creditSchema, { error: "Credits must be a list of { body, amount }" })
    .max(MAX_CREDITS, `Credits can list at most ${MAX_CREDITS} bodies`)
    .refine(
      (credits) => new Set(credits.map((credit) => credit.body)).size === credits.length,
      "Credits must list each body once",
    )
    .optional()
    .default([]),
);

export type Credit = z.output<typeof creditSchema>;

/** `{ name, url? }` for an organiser or provider; both blank = not given (the site's organisation). */
export const organisationSchema = (label: "Organizer" | "Provider") =>
  z.preprocess(
    (value) =>
      value === null || (isRecord(value) && isBlank(value.name) && isBlank(value.url)) ? undefined : value,
    z
      .object(
        {
          name: z
            .string({ error: `${label} name is required` })
            .trim()
            .min(1, `${label} name is required`)
            .max(200, `${label} name must be at most 200 characters`),
          url: z.preprocess(
            (value) => (isBlank(value) ? undefined : value),
            httpUrlSchema(`${label} link`).optional(),
          ),
        },
        { error: `${label} must be an object with a name` },
      )
      .optional(),
  );

export type Organisation = { name: string; url?: string };

/** An optional http(s) link; blank = none (stored as ""). */
export const optionalLinkSchema = (label: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? "" : value),
    z
      .string({ error: `${label} must be a link` })
      .trim()
      .refine(
        (value) => value === "" || httpUrlSchema(label).safeParse(value).success,
        `${label} must be a valid http or https link`,
      ),
  );

/** A filter flag from the query string: "1"/"true" on, absent/"0"/"false" off. */
export const flagSchema = (name: string) =>
  z
    .enum(["1", "0", "true", "false", ""], { error: `${name} must be 1 or 0` })
    .optional()
    .transform((value) => value === "1" || value === "true");
