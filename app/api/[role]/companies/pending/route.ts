import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listUnverifiedCompanies } from "@/lib/companies/companies";

// GET /api/{role}/companies/pending – companies waiting for verification, oldest first
export const GET = route({ auth: "rolePath" }, async () => {
  return okData(
    { companies: await listUnverifiedCompanies() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
