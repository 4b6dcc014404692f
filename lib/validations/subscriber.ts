// Schema for a newsletter subscription.
import { z } from "zod";
import { emailSchema } from "@/lib/validations/common";

export const subscribeSchema = z.object({ email: emailSchema });

export type SubscribeInput = z.output<typeof subscribeSchema>;
