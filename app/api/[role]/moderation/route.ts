import { after } from "next/server";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { decideItems, deliverModerationMails } from "@/lib/moderation/moderation-decisions";
import { listInbox } from "@/lib/moderation/moderation-inbox";
import { moderationBulkSchema, moderationListQuerySchema } from "@/lib/moderation/moderation-schemas";

// GET /api/{role}/moderation – the inbox: comments, events and jobs newest first, by type and state, with counts
export const GET = route({ auth: "rolePath", query: moderationListQuerySchema }, async ({ query }) => {
  const { items, counts, pagination } = await listInbox(query);
  return okData({ items, counts, pagination });
});

// POST /api/{role}/moderation – one decision (approve, reject, spam, delete) on up to 200 items
export const POST = route({ auth: "rolePath", body: moderationBulkSchema }, async ({ body, user }) => {
  const { results, alsoRejected, blocked, mailIds } = await decideItems(body, user);
  if (mailIds.length > 0) after(() => deliverModerationMails(mailIds));
  const done = results.filter((result) => result.ok).length;
  const message =
    done === results.length
      ? `${done} item${done === 1 ? "" : "s"} updated`
      : `${done} of ${results.length} items updated`;
  return okData({ message, results, alsoRejected, blocked });
});
