import { ok, okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { createCompany, listVerifiedCompanies } from "@/lib/companies/companies";
import { companyFromForm } from "@/lib/companies/company-form";

// GET /api/companies – the directory of verified employers
export const GET = route({}, async () => {
  return okData({ companies: await listVerifiedCompanies() });
});

// POST /api/companies – a member creates a company page (multipart, optional logo); verified at once by domain
export const POST = route(
  { auth: "member", multipart: true, rateLimit: "createJob" },
  async ({ member, form }) => {
    const { fields, logoUrl } = await companyFromForm(form!);
    const company = await createCompany(member, fields, logoUrl);
    const { id, slug, name, website, verified } = company;
    return ok(
      verified ? "Company created and verified" : "Company created; it will be verified by our team",
      { company: { id, slug, name, website, verified } },
      { status: 201 },
    );
  },
);
