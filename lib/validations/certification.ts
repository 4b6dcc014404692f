// Certifications: every field but level required; level absent when blank.
import { z } from "zod";
import { CERTIFICATION_LEVELS, type CertificationLevel } from "@/lib/constants";
import { httpUrlSchema, pageSchema, requiredText } from "@/lib/validations/common";
import { realDateSchema } from "@/lib/validations/event";

export const createCertificationSchema = z.object({
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
});

export type CertificationInput = z.output<typeof createCertificationSchema>;

export const certificationListQuerySchema = z.object({ page: pageSchema.optional().default(1) });
