import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listUnverifiedCompanies } from "@/lib/companies/companies";
import { listEventChangesForReview } from "@/lib/events/event-changes";
import { listJobChangesForReview } from "@/lib/jobs/job-change-review";
import { listBlocks } from "@/lib/moderation/moderation-blocks";
import { countPending, listInbox } from "@/lib/moderation/moderation-inbox";
import { moderationListQuerySchema } from "@/lib/moderation/moderation-schemas";
import { listSavedReplies } from "@/lib/moderation/saved-replies";

// GET /api/{role}/moderation/summary – everything the inbox opens with, in one answer: the first
// page of pending items with the counts, the menu's pending count, saved replies, owners' waiting
// job and event edits, companies waiting for verification and the block list
export const GET = route({ auth: "rolePath" }, async () => {
  const [inbox, pending, replies, jobChanges, eventChanges, companies, blocks] = await Promise.all([
    listInbox(moderationListQuerySchema.parse({ state: "pending" })),
    countPending(),
    listSavedReplies(),
    listJobChangesForReview(),
    listEventChangesForReview(),
    listUnverifiedCompanies(),
    listBlocks(),
  ]);
  return okData(
    { inbox, pending, replies, jobChanges, eventChanges, companies, blocks },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
