import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { memberSessionCookies, withCookies } from "@/lib/auth/member-session";
import { createMemberSession } from "@/lib/members/member-sessions";
import { verifyMemberSignIn } from "@/lib/members/member-sign-in";
import { memberVerifySchema } from "@/lib/members/member-schemas";

// POST /api/members/verify – the typed code (email + code) or the link's token signs the member in
export const POST = route({ body: memberVerifySchema, rateLimit: "memberVerify" }, async ({ body }) => {
  const { member, method } = await verifyMemberSignIn(body);
  const { token } = await createMemberSession(member.id, method);
  return withCookies(
    okData({ member }, { headers: { "Cache-Control": "private, no-store" } }),
    memberSessionCookies(token),
  );
});
