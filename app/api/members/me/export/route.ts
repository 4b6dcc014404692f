import { route } from "@/lib/api/route";
import { exportMemberData } from "@/lib/members/member-data";

// GET /api/members/me/export – everything held about the member, as a JSON file
export const GET = route({ auth: "member" }, async ({ member }) => {
  const data = await exportMemberData(member.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="hr-pulse-member-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
});
