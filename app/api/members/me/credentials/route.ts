import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMemberCredentials } from "@/lib/credentials";

// GET /api/members/me/credentials – the member's attendance certificates
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { credentials: await listMemberCredentials(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
