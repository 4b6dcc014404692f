// Event submissions (public create, staff update) and the event list queries.
import { z } from "zod";
import { httpUrlSchema, optionalEmailSchema, pageSchema } from "@/lib/validations/common";

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/** True when an ISO-style string names a day that exists (JavaScript rolls "2026-02-31" over to March). */
function hasRealCalendarParts(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const hour = Number(match[4] ?? 0);
  const minute = Number(match[5] ?? 0);
  const second = Number(match[6] ?? 0);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day >= 1 && day <= daysInMonth;
}

/** A required date given as an ISO string (date or date and time): a real calendar day between 1900 and 2200. */
export const realDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be a valid date`)
    .refine(hasRealCalendarParts, `${label} must be a valid date`)
    .transform((value) => new Date(value))
    .refine((date) => {
      const year = date.getUTCFullYear();
      return !Number.isNaN(date.getTime()) && year >= 1900 && year <= 2200;
    }, `${label} must be a valid date`);

const optionalString = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .default("");

/** `{ title, description, location, link, physical, date }`: a physical event needs a location, a virtual one an http(s) link. */
export const eventBodySchema = z
  .object({
    title: z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(200, "Title must be at most 200 characters"),
    description: optionalString("Description", 5000),
    location: optionalString("Location", 300),
    link: optionalString("Link", 2000),
    physical: z
      .boolean({ error: "Choose whether the event is physical or virtual" })
      .optional()
      .default(true),
    date: realDateSchema("Date"),
    /** The submitter's e-mail (public form only): stored, never shown, used for the decision mail. */
    email: optionalEmailSchema,
  })
  .superRefine((event, ctx) => {
    if (event.physical && !event.location) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: "Location is required for a physical event",
      });
    }
    if (!event.physical) {
      if (!event.link) {
        ctx.addIssue({ code: "custom", path: ["link"], message: "Link is required for a virtual event" });
        return;
      }
      const parsed = httpUrlSchema("Link").safeParse(event.link);
      if (!parsed.success) {
        ctx.addIssue({
          code: "custom",
          path: ["link"],
          message: parsed.error.issues[0]?.message ?? "Invalid link",
        });
      }
    }
  })
  // The field that does not apply is stored empty, whatever the client sent.
  .transform((event) => ({
    ...event,
    location: event.physical ? event.location : "",
    link: event.physical ? "" : event.link,
  }));

export type EventInput = z.output<typeof eventBodySchema>;

export const eventSearchQuerySchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").optional().default(""),
  page: pageSchema.optional().default(1),
});

export const approvalStatusSchema = z.enum(["approved", "pending"], {
  error: "status must be approved or pending",
});

export const staffListQuerySchema = z.object({
  status: approvalStatusSchema.optional(),
  page: pageSchema.optional().default(1),
});
