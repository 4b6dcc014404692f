import { route } from "@/lib/api/route";
import { clearedFlowCookie, finishLinkedInSignIn } from "@/lib/auth/linkedin";
import { memberSessionCookies } from "@/lib/auth/member-session";
import { createMemberSession } from "@/lib/members/member-sessions";
import { signInMemberWithLinkedIn } from "@/lib/members/members";
import { DomainError } from "@/lib/errors";

function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 303, headers });
}

// GET /api/members/oauth/linkedin/callback – LinkedIn's answer: verified, signed in, sent to /account
export const GET = route({ rateLimit: "memberVerify" }, async ({ req }) => {
  const search = req.nextUrl.searchParams;
  if (search.get("error"))
    return redirect("/account/sign-in?error=linkedin-cancelled", [clearedFlowCookie()]);
  let claims;
  try {
    claims = await finishLinkedInSignIn(req.headers, search);
  } catch (error) {
    // A forged state, a wrong nonce, a foreign signature, a used code: refused, nothing signed in.
    const code = (error as { code?: unknown }).code;
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.warn(
      `[linkedin] sign-in refused: ${error instanceof Error ? error.message : String(error)}${code ? ` [${String(code)}]` : ""}${cause}`,
    );
    return redirect("/account/sign-in?error=linkedin", [clearedFlowCookie()]);
  }
  try {
    const member = await signInMemberWithLinkedIn(claims);
    const { token } = await createMemberSession(member.id, "linkedin");
    return redirect("/account", [clearedFlowCookie(), ...memberSessionCookies(token)]);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const reason = error.kind === "forbidden" ? "blocked" : "linkedin-email";
    return redirect(`/account/sign-in?error=${reason}`, [clearedFlowCookie()]);
  }
});
