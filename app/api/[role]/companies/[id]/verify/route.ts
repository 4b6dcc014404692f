import { z } from "zod";
import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { verifyCompany } from "@/lib/companies/companies";
import { companySlugParamsSchema } from "@/lib/companies/company-schemas";

// POST /api/{role}/companies/{id}/verify – staff verify a company (the moderation inbox)
export const POST = route(
  { auth: "rolePath", params: z.object({ role: z.string(), id: companySlugParamsSchema.shape.slug }) },
  async ({ params, user }) => {
    return okData({ message: "Company verified", company: await verifyCompany(params.id, user) });
  },
);
