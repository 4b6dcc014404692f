// Schemas of the back-office's integrations: Content API keys and webhooks (shared with the forms).
import { z } from "zod";
import { httpUrlSchema, pageSchema, requiredText } from "@/lib/common-schemas";

export const createApiKeySchema = z.object({ name: requiredText("Name", 100) });
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

export const WEBHOOK_EVENTS = [
  "post.published",
  "post.updated",
  "post.unpublished",
  "job.published",
  "job.closed",
  "event.published",
  "event.updated",
  "event.cancelled",
  "comment.published",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const createWebhookSchema = z.object({
  url: httpUrlSchema("URL"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `Each event must be one of: ${WEBHOOK_EVENTS.join(", ")}` }), {
      error: "events must be a list of event names",
    })
    .min(1, "Choose at least one event")
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const webhookDeliveriesQuerySchema = z.object({ page: pageSchema.default(1) });
