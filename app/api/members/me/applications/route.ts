import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listMemberApplications } from "@/lib/applications/applications";

export const dynamic = "force-dynamic";

// GET /api/members/me/applications – what the member sent and where each application stands
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData({ applications: await listMemberApplications(member) });
});
