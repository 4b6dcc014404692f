// Event submissions (public create, staff update) and the event list queries.
import { z } from "zod";
import {
  DEFAULT_EVENT_MINUTES,
  EVENT_ATTENDANCE,
  EVENT_REGISTRATION_MODES,
  EVENT_STATUSES,
  type EventAttendance,
} from "@/lib/constants";
import { canonicalTimeZone, fromWallTime, SITE_TIME_ZONE } from "@/lib/dates";
import { CPD_BODIES } from "@/lib/cpd/rules";
import { httpUrlSchema, optionalEmailSchema, pageSchema } from "@/lib/common-schemas";
import {
  creditsSchema,
  flagSchema,
  optionalLinkSchema,
  organisationSchema,
  priceSchema,
} from "@/lib/offers/offer-schemas";

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

/** A date as sent: wall time ("2027-01-15T10:00", read in the event's zone) or an instant with an offset or Z. */
const dateTextSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be a valid date`)
    .refine(hasRealCalendarParts, `${label} must be a valid date`);

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/** The instant a date text names: its own offset if it has one, else wall time in `timeZone`. */
export function eventInstant(text: unknown, timeZone: string): Date | null {
  if (typeof text !== "string") return null;
  const withTime = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00` : text;
  const date = HAS_OFFSET.test(withTime) ? new Date(withTime) : fromWallTime(withTime, timeZone);
  if (!date || Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1900 && year <= 2200 ? date : null;
}

const timeZoneSchema = z
  .string({ error: "Time zone must be text" })
  .trim()
  .optional()
  .transform((value) => value || SITE_TIME_ZONE)
  .refine(
    (value) => canonicalTimeZone(value) !== null,
    "Time zone must be an IANA time zone such as Europe/London",
  )
  .transform((value) => canonicalTimeZone(value) ?? SITE_TIME_ZONE);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** Seats: a positive whole number, or blank / null for unlimited (a form sends text). */
const capacitySchema = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return typeof given === "string" && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  },
  z
    .number({ error: "Capacity must be a whole number of seats" })
    .int("Capacity must be a whole number of seats")
    .min(1, "Capacity must be at least 1 seat")
    .max(100_000, "Capacity must be at most 100000 seats")
    .optional(),
);

/** open, approval or closed; blank / null: no registration ("I'm going" only). */
const registrationModeSchema = z.preprocess(
  blankToUndefined,
  z.enum(EVENT_REGISTRATION_MODES, { error: "Registration must be open, approval or closed" }).optional(),
);

const needs: Record<EventAttendance, { location: boolean; link: boolean; word: string }> = {
  inPerson: { location: true, link: false, word: "physical" },
  online: { location: false, link: true, word: "virtual" },
  hybrid: { location: true, link: true, word: "hybrid" },
};

/**
 * An event: `{ title, description, date, endDate?, timeZone?, attendance? (or the older physical),
 * location, link, organizer?, registrationUrl?, registration?, capacity?, price?, credits? }`. In person needs a location,
 * online an http(s) link, hybrid both; the end (default: an hour after the start) must be after it.
 */
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
    physical: z.boolean({ error: "Choose whether the event is physical or virtual" }).optional(),
    attendance: z
      .enum(EVENT_ATTENDANCE, { error: "Attendance must be inPerson, online or hybrid" })
      .optional(),
    date: dateTextSchema("Date"),
    endDate: z
      .string({ error: "End date must be a valid date" })
      .trim()
      .max(40, "End date must be a valid date")
      .optional()
      .refine((value) => !value || hasRealCalendarParts(value), "End date must be a valid date"),
    timeZone: timeZoneSchema,
    organizer: organisationSchema("Organizer"),
    registrationUrl: optionalLinkSchema("Registration link"),
    registration: registrationModeSchema,
    capacity: capacitySchema,
    price: priceSchema,
    credits: creditsSchema,
    /** The submitter's e-mail (public form only): stored, never shown, used for the decision mail. */
    email: optionalEmailSchema,
  })
  .superRefine((event, ctx) => {
    const attendance = event.attendance ?? (event.physical === false ? "online" : "inPerson");
    const need = needs[attendance];
    if (need.location && !event.location) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: `Location is required for a ${need.word} event`,
      });
    }
    if (need.link) {
      if (!event.link) {
        ctx.addIssue({
          code: "custom",
          path: ["link"],
          message: `Link is required for a ${need.word} event`,
        });
      } else {
        const parsed = httpUrlSchema("Link").safeParse(event.link);
        if (!parsed.success) {
          ctx.addIssue({
            code: "custom",
            path: ["link"],
            message: parsed.error.issues[0]?.message ?? "Invalid link",
          });
        }
      }
    }
    // A bad zone has its own issue; the times can't be read without one.
    if (typeof event.timeZone !== "string" || !canonicalTimeZone(event.timeZone)) return;
    const start = eventInstant(event.date, event.timeZone);
    if (!start) {
      ctx.addIssue({ code: "custom", path: ["date"], message: "Date must be a valid date" });
      return;
    }
    if (event.endDate) {
      const end = eventInstant(event.endDate, event.timeZone);
      if (!end) ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be a valid date" });
      else if (end.getTime() <= start.getTime()) {
        ctx.addIssue({ code: "custom", path: ["endDate"], message: "End date must be after the start" });
      }
    }
  })
  // Instants resolved in the event's zone; the field that does not apply is stored empty.
  .transform(({ physical, ...event }) => {
    const attendance = event.attendance ?? (physical === false ? "online" : "inPerson");
    const date = eventInstant(event.date, event.timeZone) as Date;
    const endDate = event.endDate
      ? (eventInstant(event.endDate, event.timeZone) as Date)
      : new Date(date.getTime() + DEFAULT_EVENT_MINUTES * 60_000);
    return {
      ...event,
      attendance,
      physical: attendance !== "online",
      date,
      endDate,
      location: needs[attendance].location ? event.location : "",
      link: needs[attendance].link ? event.link : "",
    };
  });

export type EventInput = z.output<typeof eventBodySchema>;

/** `{ status }` for POST /api/{role}/event-status/{id}. */
export const eventStatusBodySchema = z.object(
  {
    status: z.enum(EVENT_STATUSES, { error: "Status must be scheduled, cancelled or postponed" }),
  },
  { error: "Status must be scheduled, cancelled or postponed" },
);

/** The /events filters; each one also narrows a search. */
export const eventFiltersSchema = z.object({
  when: z.enum(["upcoming", "past"], { error: "when must be upcoming or past" }).optional(),
  attendance: z.enum(EVENT_ATTENDANCE, { error: "attendance must be inPerson, online or hybrid" }).optional(),
  free: flagSchema("free"),
  credits: flagSchema("credits"),
  body: z.enum(CPD_BODIES, { error: `body must be one of ${CPD_BODIES.join(", ")}` }).optional(),
});

export type EventFilters = z.output<typeof eventFiltersSchema>;

export const eventSearchQuerySchema = eventFiltersSchema.extend({
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
