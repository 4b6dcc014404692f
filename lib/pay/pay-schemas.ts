// The pay statistics' filters: GET /api/pay and the /pay pages share them.
import { z } from "zod";
import { isCurrencyCode } from "@/lib/jobs/fields";
import { ROLE_FAMILIES, SENIORITIES } from "@/lib/jobs/rules/role-family";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const first = (value: unknown) => blank(Array.isArray(value) ? value[0] : value);

export const SINCE_MESSAGE = "since must be a date (YYYY-MM-DD) not in the future";

export const payQuerySchema = z.object({
  family: z.preprocess(
    first,
    z.enum(ROLE_FAMILIES, { error: `family must be one of ${ROLE_FAMILIES.join(", ")}` }).optional(),
  ),
  seniority: z.preprocess(
    first,
    z.enum(SENIORITIES, { error: `seniority must be one of ${SENIORITIES.join(", ")}` }).optional(),
  ),
  country: z.preprocess(
    first,
    z
      .string({ error: "country must be a two-letter ISO 3166 code such as DE or US" })
      .regex(/^[A-Za-z]{2}$/, "country must be a two-letter ISO 3166 code such as DE or US")
      .transform((code) => code.toUpperCase())
      .optional(),
  ),
  region: z.preprocess(
    first,
    z
      .string({ error: "region must be text" })
      .trim()
      .max(100, "region must be at most 100 characters")
      .optional(),
  ),
  remote: z.preprocess(
    first,
    z.enum(["true", "false"], { error: "remote must be true or false" }).optional(),
  ),
  currency: z.preprocess(
    (value) => {
      const text = first(value);
      return typeof text === "string" ? text.trim().toUpperCase() : text;
    },
    z
      .string({ error: "currency must be an ISO 4217 code such as EUR or USD" })
      .refine(isCurrencyCode, "currency must be an ISO 4217 code such as EUR or USD")
      .optional(),
  ),
  since: z.preprocess(
    first,
    z
      .string({ error: SINCE_MESSAGE })
      .regex(/^\d{4}-\d{2}-\d{2}$/, SINCE_MESSAGE)
      .refine((text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date <= new Date();
      }, SINCE_MESSAGE)
      .optional(),
  ),
});

export type PayQuery = z.output<typeof payQuerySchema>;
