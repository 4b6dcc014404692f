// The inputs of the application routes (issue 43): the multipart fields, the owner's status change,
// the inbox's filter and the guest's confirmation.
import { z } from "zod";
import {
  APPLICATION_STATUSES,
  COVER_LETTER_MAX,
  OWNER_STATUSES,
  STATUS_MESSAGE_MAX,
} from "@/lib/applications/fields";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** The text fields of `POST /api/jobs/{id}/applications` (answers are checked against the job's questions). */
export const applicationFieldsSchema = z.object({
  name: text("name", 200).min(1, "Enter your name"),
  email: z
    .string({ error: "Enter a valid e-mail address" })
    .trim()
    .max(254, "The e-mail address is too long")
    .pipe(z.email("Enter a valid e-mail address"))
    .transform((value) => value.toLowerCase()),
  phone: text("phone", 40)
    .regex(/^[0-9+()\-.\s]*$/, "phone may hold digits, spaces and + ( ) - . only")
    .optional()
    .default(""),
  coverLetter: text("coverLetter", COVER_LETTER_MAX).optional().default(""),
  answers: z
    .preprocess(
      (value) => {
        if (value === undefined || value === "") return {};
        if (typeof value !== "string") return value;
        try {
          return JSON.parse(value);
        } catch {
          return null;
        }
      },
      z.record(z.string(), z.union([z.string(), z.boolean()]), {
        error: "answers must be a JSON object of { questionId: value }",
      }),
    )
    .optional()
    .default({}),
});
export type ApplicationFields = z.output<typeof applicationFieldsSchema>;

export const applicationStatusBodySchema = z.object({
  status: z.enum(OWNER_STATUSES, { error: `status must be one of ${OWNER_STATUSES.join(", ")}` }),
  message: text("message", STATUS_MESSAGE_MAX).optional(),
});

export const applicationListQuerySchema = z.object({
  status: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .enum(APPLICATION_STATUSES, { error: `status must be one of ${APPLICATION_STATUSES.join(", ")}` })
      .optional(),
  ),
});
