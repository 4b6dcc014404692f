// Sign-in and sign-up payloads, shared by the /profile forms and the API routes.
import { z } from "zod";
import { ROLES } from "@/lib/constants";
import { emailSchema, requiredText } from "@/lib/common-schemas";

export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 200;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

/** A new password: the same rule wherever one is chosen. */
const newPasswordSchema = (label = "Password") =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerSchema = z.object({
  name: requiredText("Name", 100),
  email: emailSchema,
  password: newPasswordSchema(),
});

/** POST /api/profile/change-password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX_LENGTH, "Current password is incorrect"),
  newPassword: newPasswordSchema("New password"),
});

/** POST /api/profile/forgot-password. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** POST /api/profile/reset-password and /api/profile/set-password: the link's token and the new password. */
export const passwordTokenSchema = z.object({
  token: z
    .string({ error: "The link is invalid" })
    .trim()
    .min(1, "The link is invalid")
    .max(200, "The link is invalid"),
  password: newPasswordSchema(),
});

/** The set/reset page's form: the password typed twice. */
export const choosePasswordFormSchema = z
  .object({ password: newPasswordSchema(), confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    message: "The passwords do not match",
    path: ["confirm"],
  });

/** The account page's form. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, {
    message: "The passwords do not match",
    path: ["confirm"],
  });

export const staffRoleSchema = z.enum(ROLES, { error: "Role must be admin or profile" });

/** POST /api/admin/users: invite a colleague. */
export const inviteUserSchema = z.object({
  name: requiredText("Name", 100),
  email: emailSchema,
  role: staffRoleSchema,
});

/** PUT /api/admin/users/{id}: a new role, the active flag, or both. */
export const updateUserSchema = z
  .object({
    role: staffRoleSchema.optional(),
    active: z.boolean({ error: "active must be true or false" }).optional(),
  })
  .refine((value) => value.role !== undefined || value.active !== undefined, "Send a role or active");

export type InviteUserInput = z.output<typeof inviteUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type LoginResponse = {
  success: boolean;
  token: string;
  role: string;
  expiresIn: number;
  message: string;
};
