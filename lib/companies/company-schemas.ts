// Company pages (issue 33): the multipart fields of create and update, and a colleague's address.
import { z } from "zod";
import { emailSchema, httpUrlSchema } from "@/lib/common-schemas";

export const COMPANY_FORM_FIELDS = ["name", "website", "about", "size", "industry", "locations"] as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

export const companyFieldsSchema = z.object({
  name: z
    .string({ error: "name is required" })
    .trim()
    .min(2, "name must be at least 2 characters")
    .max(120, "name must be at most 120 characters"),
  website: z.string({ error: "website is required" }).trim().pipe(httpUrlSchema("website")),
  about: z
    .string({ error: "about must be text" })
    .trim()
    .max(5000, "about must be at most 5000 characters")
    .default(""),
  size: optionalText("size", 40),
  industry: optionalText("industry", 120),
  /** Comma-separated or repeated: up to 20 places. */
  locations: z.preprocess(
    (value) => {
      if (value === undefined) return undefined;
      const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
        typeof item === "string" ? item.split(",") : [item],
      );
      return parts
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .filter((item) => item !== "");
    },
    z
      .array(
        z
          .string({ error: "locations must be text" })
          .max(120, "each location must be at most 120 characters"),
      )
      .max(20, "at most 20 locations")
      .optional(),
  ),
});
export type CompanyFields = z.output<typeof companyFieldsSchema>;

export const companySlugParamsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, "Company not found"),
});

export const addColleagueSchema = z.object({ email: emailSchema });
