import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMembers } from "@/lib/members/members-admin";
import { membersQuerySchema } from "@/lib/members/member-schemas";

// GET /api/admin/members?search=&page= – members, newest first, with the total count
export const GET = route({ auth: "admin", query: membersQuerySchema }, async ({ query }) => {
  return okData({ ...(await listMembers(query)) });
});
