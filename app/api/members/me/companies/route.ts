import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMemberCompanies } from "@/lib/companies/companies";

// GET /api/members/me/companies – the companies the signed-in member owns (the job form's choice)
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { companies: await listMemberCompanies(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
