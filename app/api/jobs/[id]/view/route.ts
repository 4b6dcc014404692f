import { route } from "@/lib/api/route";
import { recordJobView } from "@/lib/jobs/job-stats";
import { idParamsSchema } from "@/lib/common-schemas";

// POST /api/jobs/{id}/view – the job page's beacon: one view per visitor per day, bots ignored (204)
export const POST = route({ params: idParamsSchema }, async ({ params, ip, req }) => {
  await recordJobView(params.id, { address: ip, userAgent: req.headers.get("user-agent") });
  return new Response(null, { status: 204, headers: { "Cache-Control": "private, no-store" } });
});
