import { route } from "@/lib/api/route";
import { startLinkedInSignIn } from "@/lib/auth/linkedin";

// GET /api/members/oauth/linkedin – redirects to LinkedIn's authorization endpoint (PKCE, state, nonce)
export const GET = route({}, async () => {
  const { url, cookie } = await startLinkedInSignIn();
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Set-Cookie": cookie, "Cache-Control": "no-store" },
  });
});
