// The About record: sanitized About HTML, social links (http/https or empty) and a contact e-mail (or empty).
import { z } from "zod";
import { emailSchema, httpUrlSchema } from "@/lib/common-schemas";

const optionalLink = (label: string) =>
  z
    .string({ error: `${label} must be a link` })
    .trim()
    .optional()
    .default("")
    .superRefine((value, ctx) => {
      if (value === "") return;
      const parsed = httpUrlSchema(label).safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: "custom", message: parsed.error.issues[0]?.message ?? `Invalid ${label}` });
    });

export const updateAboutSchema = z.object({
  /** Sent by the form; the single record is found by its key, so the id is not used. */
  _id: z.string().optional(),
  about: z.string({ error: "About must be text" }).max(50_000, "About is too long").optional().default(""),
  /** The legal pages: left as they are when a caller does not send them. */
  privacy: z
    .string({ error: "Privacy policy must be text" })
    .max(50_000, "Privacy policy is too long")
    .optional(),
  terms: z.string({ error: "Terms of use must be text" }).max(50_000, "Terms of use are too long").optional(),
  socialLinks: z
    .object({
      facebook: optionalLink("Facebook link"),
      instagram: optionalLink("Instagram link"),
      linkedin: optionalLink("LinkedIn link"),
    })
    .optional()
    .default({ facebook: "", instagram: "", linkedin: "" }),
  contactInfo: z
    .object({
      email: z
        .string({ error: "Email must be text" })
        .trim()
        .optional()
        .default("")
        .superRefine((value, ctx) => {
          if (value !== "" && !emailSchema.safeParse(value).success) {
            ctx.addIssue({ code: "custom", message: "Please enter a valid email address" });
          }
        })
        .transform((value) => value.toLowerCase()),
    })
    .optional()
    .default({ email: "" }),
});

export type AboutInput = z.output<typeof updateAboutSchema>;
