import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { addCompanyColleague } from "@/lib/companies/companies";
import { addColleagueSchema, companySlugParamsSchema } from "@/lib/companies/company-schemas";

// POST /api/companies/{slug}/colleagues – an owner adds a colleague, who becomes an owner on signing in with the address
export const POST = route(
  { auth: "member", params: companySlugParamsSchema, body: addColleagueSchema },
  async ({ member, params, body }) => {
    await addCompanyColleague(params.slug, member.id, body.email);
    return ok(`${body.email} becomes an owner when they sign in with that address`);
  },
);
