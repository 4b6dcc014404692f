import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { countSubscribersByState, listSubscribers } from "@/lib/newsletter/subscribers";
import { subscribersQuerySchema } from "@/lib/newsletter/newsletter-schemas";

// GET /api/{role}/subscribers?search=&state=&page= – newsletter subscribers, newest first, with counts by state
export const GET = route({ auth: "rolePath", query: subscribersQuerySchema }, async ({ query }) => {
  const [{ subscribers, pagination }, counts] = await Promise.all([
    listSubscribers(query),
    countSubscribersByState(),
  ]);
  return okData({ subscribers, pagination, counts });
});
