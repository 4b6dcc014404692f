// Schema for a newsletter subscription.
import { z } from "zod";
import { emailSchema } from "@/lib/common-schemas";

export const subscribeSchema = z.object({ email: emailSchema });

export type SubscribeInput = z.output<typeof subscribeSchema>;
