import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listEventChangesForReview } from "@/lib/events/event-changes";

// GET /api/{role}/moderation/event-changes – organisers' edits of published events, each as a before/after
export const GET = route({ auth: "rolePath" }, async () => {
  return okData(
    { changes: await listEventChangesForReview() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
