import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listWebhookDeliveries } from "@/lib/integrations/webhooks";
import { idParamsSchema } from "@/lib/common-schemas";
import { webhookDeliveriesQuerySchema } from "@/lib/integrations/integrations-schemas";

// GET /api/admin/webhooks/{id}/deliveries – the webhook's deliveries, newest first, with every attempt
export const GET = route(
  { auth: "admin", params: idParamsSchema, query: webhookDeliveriesQuerySchema },
  async ({ params, query }) => okData(await listWebhookDeliveries(params.id, query.page)),
);
