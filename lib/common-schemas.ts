// Schemas shared by several entities (no server imports: forms in the browser use them too).
import { z } from "zod";

// No JIT for object parsing: zod probes with `new Function`, which our CSP (no 'unsafe-eval') reports
// as a violation in the browser console/issues even though zod catches it.
z.config({ jitless: true });

export const objectIdSchema = z
  .string({ error: "Invalid id" })
  .refine((value) => /^[a-f0-9]{24}$/i.test(value), "Invalid id");

export const idParamsSchema = z.object({ id: objectIdSchema });

/** A required, trimmed, length-capped text field with a message that names it. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional();

export const httpUrlSchema = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .max(2000, `${label} is too long`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === "http:" || url.protocol === "https:";
      } catch {
        return false;
      }
    }, `${label} must be a valid http or https link`);

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

/** The optional e-mail of a visitor's submission: empty means none; lower-cased. */
export const optionalEmailSchema = z
  .string({ error: "Email must be text" })
  .trim()
  .max(254, "Email is too long")
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(""), z.email("Please enter a valid email address")]))
  .optional()
  .transform((value) => (value ? value : undefined));

/** Page numbers from the query string: clamped to at least 1, never a crash. */
export const pageSchema = z.coerce
  .number({ error: "page must be a number" })
  .int("page must be a whole number")
  .catch(1)
  .transform((value) => Math.max(1, Math.min(value, 1_000_000)));

export const limitSchema = (fallback: number, max: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((value) => Math.max(1, Math.min(value, max)));
