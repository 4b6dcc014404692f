import { z } from "zod";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createCpdEntry, getCpdRecord } from "@/lib/cpd/cpd";
import { parseCpdCreate } from "@/lib/cpd/cpd-schemas";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

// GET /api/members/me/cpd – the member's CPD entries and their progress per body and cycle
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData({ ...(await getCpdRecord(member.id)) }, PRIVATE);
});

// POST /api/members/me/cpd – adds an activity (typed, or from { eventId } / { certificationId }), unverified
export const POST = route({ auth: "member", body: z.unknown() }, async ({ member, body }) => {
  const entry = await createCpdEntry(member.id, parseCpdCreate(body));
  return okData({ message: "Added to your CPD log", entry }, { ...PRIVATE, status: 201 });
});
