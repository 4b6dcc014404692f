// Member payloads (sign-in, profile, preferences), shared by the account pages and the API routes.
import { z } from "zod";
import { emailSchema, objectIdSchema, pageSchema, requiredText } from "@/lib/common-schemas";

export const MEMBER_NAME_MAX = 80;
export const MEMBER_HEADLINE_MAX = 120;
export const MEMBER_COMPANY_MAX = 120;
export const MEMBER_CREDENTIAL_MAX = 40;
export const MEMBER_CREDENTIALS_MAX = 20;

/** The credentials offered as choices; a member may add others as free text. */
export const KNOWN_CREDENTIALS = [
  "SHRM-CP",
  "SHRM-SCP",
  "aPHR",
  "PHR",
  "SPHR",
  "GPHR",
  "CIPD Associate Member",
  "CIPD Chartered Member",
  "CIPD Chartered Fellow",
] as const;

export const SIGN_IN_CODE_LENGTH = 6;

export const memberSignInSchema = z.object({ email: emailSchema });

const codeSchema = z
  .string({ error: "Enter the 6-digit code from the mail" })
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from the mail");

const tokenSchema = z
  .string({ error: "The sign-in link is incomplete" })
  .trim()
  .min(1, "The sign-in link is incomplete")
  .max(200, "The sign-in link is not valid");

/** Either the address and the code typed from the mail, or the link's token (the page's button). */
export const memberVerifySchema = z.union(
  [z.object({ token: tokenSchema }).strict(), z.object({ email: emailSchema, code: codeSchema })],
  { error: "Send the e-mail address and the 6-digit code, or the token of the sign-in link" },
);
export type MemberVerifyInput = z.output<typeof memberVerifySchema>;

/** The form's own schema: the address and the code (the link's button sends the token). */
export const memberCodeFormSchema = z.object({ email: emailSchema, code: codeSchema });

const optionalField = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default("");

const credentialSchema = z
  .string({ error: "Each credential must be text" })
  .trim()
  .min(1, "A credential cannot be empty")
  .max(MEMBER_CREDENTIAL_MAX, `Each credential must be at most ${MEMBER_CREDENTIAL_MAX} characters`);

export const memberProfileSchema = z.object({
  name: requiredText("Name", MEMBER_NAME_MAX),
  headline: optionalField("Headline", MEMBER_HEADLINE_MAX),
  company: optionalField("Company", MEMBER_COMPANY_MAX),
  credentials: z
    .array(credentialSchema, { error: "Credentials must be a list" })
    .max(MEMBER_CREDENTIALS_MAX, `At most ${MEMBER_CREDENTIALS_MAX} credentials`)
    .default([])
    // The same credential twice is kept once.
    .transform((list) => [...new Set(list)]),
});
export type MemberProfileInput = z.input<typeof memberProfileSchema>;
export type MemberProfile = z.output<typeof memberProfileSchema>;

export const JOB_ALERT_FREQUENCY_VALUES = ["daily", "weekly"] as const;

export const memberPreferencesSchema = z
  .object({
    newsletter: z.boolean({ error: "newsletter must be true or false" }).optional(),
    replyNotifications: z.boolean({ error: "replyNotifications must be true or false" }).optional(),
    /** The alerts to keep, with their frequency; the member's alerts not listed are deleted. */
    jobAlerts: z
      .array(
        z.object({
          id: objectIdSchema,
          frequency: z.enum(JOB_ALERT_FREQUENCY_VALUES, { error: "frequency must be daily or weekly" }),
        }),
        { error: "jobAlerts must be a list" },
      )
      .max(100, "Too many job alerts")
      .optional(),
  })
  .refine(
    (value) =>
      value.newsletter !== undefined ||
      value.replyNotifications !== undefined ||
      value.jobAlerts !== undefined,
    "Send at least one of newsletter, replyNotifications or jobAlerts",
  );
export type MemberPreferencesInput = z.output<typeof memberPreferencesSchema>;

/** The typed confirmation of an account deletion. */
export const DELETE_ACCOUNT_CONFIRMATION = "DELETE";

export const deleteAccountSchema = z.object({
  confirmation: z.literal(DELETE_ACCOUNT_CONFIRMATION, {
    error: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm that the account should be deleted`,
  }),
});
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

export const membersQuerySchema = z.object({
  search: z.string().trim().max(200, "search must be at most 200 characters").optional().default(""),
  page: pageSchema,
});

export const COMMENT_TRUST_VALUES = ["auto", "trusted", "untrusted"] as const;

/** An admin's change to a member: block or unblock, and/or their comment trust (issue 32). */
export const memberAdminUpdateSchema = z
  .object({
    blocked: z.boolean({ error: "blocked must be true or false" }).optional(),
    commentTrust: z
      .enum(COMMENT_TRUST_VALUES, { error: "commentTrust must be auto, trusted or untrusted" })
      .optional(),
  })
  .refine((value) => value.blocked !== undefined || value.commentTrust !== undefined, {
    message: "Send blocked or commentTrust",
  });

/**
 * The account page's profile form: the offered credentials as checkboxes plus other credentials
 * typed as a comma-separated list; the output is the API's profile.
 */
export const memberProfileFormSchema = z
  .object({
    name: requiredText("Name", MEMBER_NAME_MAX),
    headline: optionalField("Headline", MEMBER_HEADLINE_MAX),
    company: optionalField("Company", MEMBER_COMPANY_MAX),
    credentials: z.array(z.string()).default([]),
    otherCredentials: z.string().default(""),
  })
  .superRefine((value, ctx) => {
    const other = splitCredentials(value.otherCredentials);
    if (other.some((item) => item.length > MEMBER_CREDENTIAL_MAX))
      ctx.addIssue({
        code: "custom",
        path: ["otherCredentials"],
        message: `Each credential must be at most ${MEMBER_CREDENTIAL_MAX} characters`,
      });
    if (value.credentials.length + other.length > MEMBER_CREDENTIALS_MAX)
      ctx.addIssue({
        code: "custom",
        path: ["otherCredentials"],
        message: `At most ${MEMBER_CREDENTIALS_MAX} credentials`,
      });
  })
  .transform(({ otherCredentials, credentials, ...rest }) => ({
    ...rest,
    credentials: [...new Set([...credentials, ...splitCredentials(otherCredentials)])],
  }));
export type MemberProfileFormInput = z.input<typeof memberProfileFormSchema>;

export function splitCredentials(text: string): string[] {
  return text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}
