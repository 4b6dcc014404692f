import { route } from "@/lib/api/route";
import { contentAnswer } from "@/lib/integrations/content-api-respond";
import { listApiJobs } from "@/lib/integrations/content-api";
import { jobsQuerySchema } from "@/lib/integrations/content-api-schemas";

export const dynamic = "force-dynamic";

// GET /api/v1/jobs – Content API: open jobs, newest first
export const GET = route({ auth: "apiKey", query: jobsQuerySchema }, async ({ req, query }) =>
  contentAnswer(req, await listApiJobs(query)),
);
