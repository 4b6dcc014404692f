import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listJobChangesForReview } from "@/lib/jobs/job-change-review";

// GET /api/{role}/moderation/job-changes – owners' edits of published jobs, each as a before/after
export const GET = route({ auth: "rolePath" }, async () => {
  return okData(
    { changes: await listJobChangesForReview() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
