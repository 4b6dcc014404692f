// Job submissions: multipart text fields, all optional, but a job needs a title or a company.
import { z } from "zod";
import { httpUrlSchema, pageSchema } from "@/lib/validations/common";

export const JOB_TEXT_FIELDS = ["title", "company", "location", "description", "link"] as const;
export type JobTextField = (typeof JOB_TEXT_FIELDS)[number];

/** Trimmed text, capped; empty becomes absent. */
const optionalJobText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

export const jobFieldsSchema = z
  .object({
    title: optionalJobText("Title", 200),
    company: optionalJobText("Company", 200),
    location: optionalJobText("Location", 300),
    description: optionalJobText("Description", 5000),
    link: z
      .string({ error: "Link must be text" })
      .trim()
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(httpUrlSchema("Link").optional()),
  })
  .refine((job) => Boolean(job.title || job.company), {
    message: "A job needs a title or a company",
    path: ["title"],
  });

export type JobFields = z.output<typeof jobFieldsSchema>;

export const jobListQuerySchema = z.object({ page: pageSchema.optional().default(1) });
