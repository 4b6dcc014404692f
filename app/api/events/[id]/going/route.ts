import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { goingState, toggleGoing } from "@/lib/events/event-going";
import { idParamsSchema } from "@/lib/common-schemas";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

// GET /api/events/{id}/going – how many members are going, and whether the signed-in member is
export const GET = route(
  { params: idParamsSchema, rateLimit: "publicRead" },
  async ({ params, getMember }) => {
    const member = await getMember();
    return okData(
      { ...(await goingState(params.id, member?.id ?? null)), signedIn: Boolean(member) },
      PRIVATE,
    );
  },
);

// POST /api/events/{id}/going – the member marks (or unmarks) that they are going
export const POST = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return okData({ ...(await toggleGoing(params.id, member.id)) }, PRIVATE);
});
