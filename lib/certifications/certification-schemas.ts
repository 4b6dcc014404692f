// Certifications: every field but level required; level absent when blank.
import { z } from "zod";
import {
  CERTIFICATION_FORMATS,
  CERTIFICATION_LEVELS,
  CREDIT_BODIES,
  type CertificationLevel,
} from "@/lib/constants";
import { httpUrlSchema, pageSchema, requiredText } from "@/lib/common-schemas";
import { realDateSchema } from "@/lib/events/event-schemas";
import { creditsSchema, organisationSchema, priceSchema } from "@/lib/offers/offer-schemas";

const formatSchema = z.enum(CERTIFICATION_FORMATS, {
  error: "Format must be self-paced, instructor-led or in-person",
});

export const createCertificationSchema = z
  .object({
    title: requiredText("Title", 200),
    skills: requiredText("Skills", 2000),
    description: z
      .string({ error: "Description is required" })
      .max(50_000, "Description is too long")
      .refine((html) => html.replace(/<[^>]*>/g, "").trim().length > 0, "Description is required"),
    date: realDateSchema("Date"),
    duration: requiredText("Duration", 100),
    registrationLink: z
      .string({ error: "Registration link is required" })
      .trim()
      .min(1, "Registration link is required")
      .pipe(httpUrlSchema("Registration link")),
    level: z
      .string({ error: "Level must be Beginner, Intermediate or Advanced" })
      .trim()
      .optional()
      .refine(
        (value) => !value || (CERTIFICATION_LEVELS as readonly string[]).includes(value),
        "Level must be Beginner, Intermediate or Advanced",
      )
      .transform((value) => (value ? (value as CertificationLevel) : undefined)),
    format: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      formatSchema.optional(),
    ),
    endDate: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      realDateSchema("End date").optional(),
    ),
    price: priceSchema,
    credits: creditsSchema,
    provider: organisationSchema("Provider"),
  })
  .refine(
    (course) =>
      !(course.endDate instanceof Date && course.date instanceof Date) ||
      course.endDate.getTime() >= course.date.getTime(),
    {
      path: ["endDate"],
      message: "End date must be on or after the start date",
    },
  );

export type CertificationInput = z.output<typeof createCertificationSchema>;

export const certificationListQuerySchema = z.object({ page: pageSchema.optional().default(1) });

/** The /certifications filters (each optional). */
export const certificationFiltersSchema = z.object({
  level: z
    .enum(CERTIFICATION_LEVELS, { error: "level must be Beginner, Intermediate or Advanced" })
    .optional(),
  format: formatSchema.optional(),
  credit: z.enum(CREDIT_BODIES, { error: `credit must be one of ${CREDIT_BODIES.join(", ")}` }).optional(),
});

export type CertificationFilters = z.output<typeof certificationFiltersSchema>;
