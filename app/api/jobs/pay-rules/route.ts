import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { PAY_RULES } from "@/lib/jobs/rules/pay-rules";

// GET /api/jobs/pay-rules – the pay-transparency rules the job form and the job routes apply
export const GET = route({}, async () => {
  const rules = PAY_RULES.map(
    ({ jurisdiction, law, match, requires, minEmployees, effectiveFrom, source }) => ({
      jurisdiction,
      law,
      match,
      requires,
      ...(minEmployees !== undefined ? { minEmployees } : {}),
      effectiveFrom,
      source,
    }),
  );
  return okData({ rules }, { headers: { "Cache-Control": "public, max-age=3600" } });
});
