import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { clearedMemberCookies, withCookies } from "@/lib/auth/member-session";
import { deleteMemberAccount } from "@/lib/members/member-data";
import { getMemberAccount, updateMemberProfile } from "@/lib/members/members";
import { deleteAccountSchema, memberProfileSchema } from "@/lib/members/member-schemas";

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

// GET /api/members/me – the signed-in member's profile
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData({ member: await getMemberAccount(member.id) }, PRIVATE);
});

// PUT /api/members/me – updates name, headline, company and credentials
export const PUT = route({ auth: "member", body: memberProfileSchema }, async ({ member, body }) => {
  return okData({ member: await updateMemberProfile(member.id, body) }, PRIVATE);
});

// DELETE /api/members/me – erases the account and its personal data at once (typed confirmation)
export const DELETE = route({ auth: "member", body: deleteAccountSchema }, async ({ member }) => {
  await deleteMemberAccount(member.id);
  return withCookies(ok("Your account and personal data have been deleted."), clearedMemberCookies());
});
