// The inputs of the registration routes (issue 44): a guest's name and address (members register
// with their session), the organiser's decision, and the path of one registration.
import { z } from "zod";
import { emailSchema, objectIdSchema } from "@/lib/common-schemas";

/** `POST /api/events/{id}/registrations`: a guest gives a name and an address; a member's body is ignored. */
export const guestRegistrationSchema = z.object(
  {
    name: z
      .string({ error: "Enter your name" })
      .trim()
      .min(1, "Enter your name")
      .max(200, "Name must be at most 200 characters"),
    email: emailSchema,
  },
  { error: "Send { name, email }" },
);

/** `POST /api/members/me/events/{id}/registrations/{regId}`. */
export const registrationDecisionSchema = z.object(
  {
    state: z.enum(["registered", "declined"], { error: "state must be registered or declined" }),
  },
  { error: "state must be registered or declined" },
);

export const registrationParamsSchema = z.object({
  id: objectIdSchema,
  regId: z
    .string({ error: "Invalid registration id" })
    .refine((value) => /^[a-f0-9]{24}$/.test(value), "Invalid registration id"),
});

/** `GET /api/members/me/registrations/{id}/qr.png`. */
export const registrationIdParamsSchema = z.object({
  id: z
    .string({ error: "Invalid registration id" })
    .refine((value) => /^[a-f0-9]{24}$/.test(value), "Invalid registration id"),
});

/** `POST /api/members/me/events/{id}/check-in`: the scanned URL or token, or the typed short code. */
export const checkInSchema = z.object(
  {
    token: z
      .string({ error: "Scan the QR code or type the guest's code" })
      .trim()
      .min(1, "Scan the QR code or type the guest's code")
      .max(2000, "That is not a check-in code"),
  },
  { error: "Scan the QR code or type the guest's code" },
);
