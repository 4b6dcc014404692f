// The CPD record's inputs: an activity typed by hand, one started from our event or course, an edit,
// and a member's cycle. Shared by the /account/cpd forms and the route handlers.
import { z } from "zod";
import { CREDIT_BODIES } from "@/lib/constants";
import { CPD_BODIES, HRCI_CREDENTIALS } from "@/lib/cpd/rules";
import { objectIdSchema, optionalText, requiredText } from "@/lib/common-schemas";

export const CPD_MAX_CREDITS = 10;
export const CPD_REFLECTION_MAX = 5000;

/** A calendar day "YYYY-MM-DD" that exists, 1950–2100. */
export const calendarDaySchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((value) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      return year >= 1950 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    }, `${label} must be a date (YYYY-MM-DD)`);

const amount = (label: string, { positive }: { positive: boolean }) =>
  z
    .number({ error: `${label} must be a number` })
    .refine(Number.isFinite, `${label} must be a number`)
    .refine(
      (n) => (positive ? n > 0 : n >= 0),
      positive ? `${label} must be more than 0` : `${label} must be 0 or more`,
    )
    .refine((n) => n <= 1000, `${label} must be at most 1000`)
    .refine((n) => Math.round(n * 100) === n * 100, `${label} must have at most two decimals`);

export const cpdCreditSchema = z.object(
  {
    body: z.enum(CREDIT_BODIES, { error: `Credit body must be one of ${CREDIT_BODIES.join(", ")}` }),
    amount: amount("Credit amount", { positive: true }),
    activityId: optionalText("Activity ID", 100).transform((value) => value || undefined),
    category: optionalText("Category", 60).transform((value) => value || undefined),
  },
  { error: "Each credit must have a body and an amount" },
);
export type CpdCreditInput = z.output<typeof cpdCreditSchema>;

const creditsSchema = z
  .array(cpdCreditSchema, { error: "Credits must be a list of { body, amount }" })
  .max(CPD_MAX_CREDITS, `At most ${CPD_MAX_CREDITS} credits per activity`);

const reflectionSchema = optionalText("Reflection", CPD_REFLECTION_MAX);

/** An activity typed by hand. */
export const cpdEntrySchema = z.object({
  title: requiredText("Title", 200),
  provider: optionalText("Provider", 200).transform((value) => value ?? ""),
  date: calendarDaySchema("Date"),
  hours: amount("Hours", { positive: false }),
  credits: creditsSchema.default([]),
  reflection: reflectionSchema.transform((value) => value ?? ""),
});
export type CpdEntryInput = z.input<typeof cpdEntrySchema>;
export type CpdEntryFields = z.output<typeof cpdEntrySchema>;

const fromEventSchema = z.object({ eventId: objectIdSchema, reflection: reflectionSchema });
const fromCertificationSchema = z.object({ certificationId: objectIdSchema, reflection: reflectionSchema });

export type CpdCreateInput =
  | { kind: "manual"; fields: CpdEntryFields }
  | { kind: "event"; eventId: string; reflection?: string }
  | { kind: "certification"; certificationId: string; reflection?: string };

const hasKey = (value: unknown, key: string) => typeof value === "object" && value !== null && key in value;

/** POST /api/members/me/cpd: `{ eventId }`, `{ certificationId }` or an activity typed by hand. */
export function parseCpdCreate(value: unknown): CpdCreateInput {
  if (hasKey(value, "eventId")) return { kind: "event", ...fromEventSchema.parse(value) };
  if (hasKey(value, "certificationId"))
    return { kind: "certification", ...fromCertificationSchema.parse(value) };
  return { kind: "manual", fields: cpdEntrySchema.parse(value) };
}

/** An edit: any of the fields (a verified entry keeps its credits, hours and date). */
export const cpdUpdateSchema = z
  .object({
    title: requiredText("Title", 200).optional(),
    provider: optionalText("Provider", 200),
    date: calendarDaySchema("Date").optional(),
    hours: amount("Hours", { positive: false }).optional(),
    credits: creditsSchema.optional(),
    reflection: reflectionSchema,
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), "Nothing to change");
export type CpdUpdateInput = z.output<typeof cpdUpdateSchema>;

/** The reflection editor of one logged activity (a PUT with only the reflection). */
export const cpdReflectionSchema = z.object({ reflection: reflectionSchema });

export const cpdCycleSchema = z
  .object({
    body: z.enum(CPD_BODIES, { error: `Body must be one of ${CPD_BODIES.join(", ")}` }),
    start: calendarDaySchema("Start"),
    credential: z
      .enum(HRCI_CREDENTIALS, { error: `Credential must be one of ${HRCI_CREDENTIALS.join(", ")}` })
      .optional(),
  })
  .refine((value) => !value.credential || value.body === "HRCI", "Only HRCI cycles name a credential");
export type CpdCycleInput = z.output<typeof cpdCycleSchema>;
export type CpdCycleFormInput = z.input<typeof cpdCycleSchema>;

/** POST /api/events/{id}/attend: the code shown at the event. */
export const attendanceCodeSchema = z.object({
  code: z
    .string({ error: "Enter the attendance code" })
    .trim()
    .min(1, "Enter the attendance code")
    .max(20, "That attendance code is not right for this event"),
});
