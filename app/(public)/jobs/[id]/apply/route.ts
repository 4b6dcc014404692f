import { route } from "@/lib/api/route";
import { recordApplyClick } from "@/lib/jobs/job-stats";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /jobs/{id}/apply – counts an apply click (bots ignored) and redirects to the apply link or mailto:
export const GET = route({ params: idParamsSchema }, async ({ params, ip, req }) => {
  const target = await recordApplyClick(params.id, { address: ip, userAgent: req.headers.get("user-agent") });
  return new Response(null, {
    status: 302,
    headers: { Location: target, "Cache-Control": "private, no-store" },
  });
});
