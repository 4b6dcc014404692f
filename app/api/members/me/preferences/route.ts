import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getMemberPreferences, updateMemberPreferences } from "@/lib/members/member-preferences";
import { memberPreferencesSchema } from "@/lib/members/member-schemas";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

// GET /api/members/me/preferences – newsletter, reply notifications and job alerts
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData({ ...(await getMemberPreferences(member)) }, PRIVATE);
});

// PUT /api/members/me/preferences – changes any of them (alerts not listed are deleted)
export const PUT = route({ auth: "member", body: memberPreferencesSchema }, async ({ member, body }) => {
  return okData({ ...(await updateMemberPreferences(member, body)) }, PRIVATE);
});
