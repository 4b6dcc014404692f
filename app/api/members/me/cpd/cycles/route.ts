import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getCpdRecord, setCpdCycle } from "@/lib/cpd/cpd";
import { cpdCycleSchema } from "@/lib/cpd/cpd-schemas";

// PUT /api/members/me/cpd/cycles – sets the member's cycle for a body ({ body, start, credential? })
export const PUT = route({ auth: "member", body: cpdCycleSchema }, async ({ member, body }) => {
  await setCpdCycle(member.id, body);
  const { cycles } = await getCpdRecord(member.id);
  return okData({ message: "Cycle saved", cycles }, { headers: { "Cache-Control": "private, no-store" } });
});
