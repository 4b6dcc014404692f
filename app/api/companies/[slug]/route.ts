import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { notFound } from "@/lib/errors";
import {
  assertCompanyOwner,
  COMPANY_NOT_FOUND,
  getPublicCompany,
  updateCompany,
} from "@/lib/companies/companies";
import { companyFromForm } from "@/lib/companies/company-form";
import { companySlugParamsSchema } from "@/lib/companies/company-schemas";

// GET /api/companies/{slug} – a company's public page data and its open jobs
export const GET = route({ params: companySlugParamsSchema }, async ({ params }) => {
  const found = await getPublicCompany(params.slug);
  if (!found) throw notFound(COMPANY_NOT_FOUND);
  return okData(found);
});

// PUT /api/companies/{slug} – its owners change the page (multipart; the logo changes only when one is sent)
export const PUT = route(
  { auth: "member", params: companySlugParamsSchema, multipart: true },
  async ({ member, params, form }) => {
    await assertCompanyOwner(params.slug, member.id);
    const { fields, logoUrl } = await companyFromForm(form!);
    return okData({
      message: "Company updated",
      company: await updateCompany(params.slug, member, fields, logoUrl),
    });
  },
);
