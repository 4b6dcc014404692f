// GET /pay/data.csv?family=&seniority=&country=&region=&remote= – the rows the /pay page shows for
// the same filters, as CSV (a bad filter is a 400, like GET /api/pay)
import { route } from "@/lib/api/route";
import { invalid } from "@/lib/errors";
import { cellsCsv, payQuerySchema, readPayView } from "@/lib/pay";

export const GET = route(
  { query: payQuerySchema, rateLimit: "publicRead", cached: true },
  async ({ query }) => {
    if (!query.family) throw invalid("family is required");
    const { family, seniority, country, region, remote } = query;
    const view = await readPayView({ family, seniority, country, region, remote });
    return new Response(cellsCsv(view.cells), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="hr-pulse-pay-${family}.csv"`,
        "Cache-Control": "public, no-cache",
      },
    });
  },
);
