import { route } from "@/lib/api/route";
import { contentAnswer } from "@/lib/integrations/content-api-respond";
import { listApiEvents } from "@/lib/integrations/content-api";
import { eventsQuerySchema } from "@/lib/integrations/content-api-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/events – Content API: approved events
export const GET = route({ auth: "apiKey", query: eventsQuerySchema }, async ({ req, query }) =>
  contentAnswer(req, await listApiEvents(query)),
);
