import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deleteCpdEntry, updateCpdEntry } from "@/lib/cpd/cpd";
import { idParamsSchema } from "@/lib/common-schemas";
import { cpdUpdateSchema } from "@/lib/cpd/cpd-schemas";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

// PUT /api/members/me/cpd/{id} – edits an entry (a verified one keeps its credits, hours and date)
export const PUT = route(
  { auth: "member", params: idParamsSchema, body: cpdUpdateSchema },
  async ({ member, params, body }) => {
    return okData(
      { message: "Entry saved", entry: await updateCpdEntry(member.id, params.id, body) },
      PRIVATE,
    );
  },
);

// DELETE /api/members/me/cpd/{id} – removes an entry from the member's record
export const DELETE = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  await deleteCpdEntry(member.id, params.id);
  return ok("Entry deleted", {}, PRIVATE);
});
