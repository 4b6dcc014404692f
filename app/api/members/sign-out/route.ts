import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { clearedMemberCookies, signOutMember, withCookies } from "@/lib/auth/member-session";

// POST /api/members/sign-out – ends this member session on the server and clears the cookies
export const POST = route({ auth: "member" }, async ({ req }) => {
  await signOutMember(req.headers);
  return withCookies(ok("You are signed out."), clearedMemberCookies());
});
