import { route } from "@/lib/api/route";
import { contentAnswer } from "@/lib/content-api/respond";
import { listApiJobs } from "@/lib/data/content-api";
import { jobsQuerySchema } from "@/lib/validations/content-api";

export const dynamic = "force-dynamic";

// GET /api/v1/jobs – Content API: open jobs, newest first
export const GET = route({ auth: "apiKey", query: jobsQuerySchema }, async ({ req, query }) =>
  contentAnswer(req, await listApiJobs(query)),
);
