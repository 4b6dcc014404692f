import { route } from "@/lib/api/route";
import { cpdCsv } from "@/lib/cpd/csv";
import { listCpdEntries } from "@/lib/cpd/cpd";

export const dynamic = "force-dynamic";

// GET /api/members/me/cpd.csv – the member's CPD record, one row per entry and credit
export const GET = route({ auth: "member" }, async ({ member }) => {
  return new Response(cpdCsv(await listCpdEntries(member.id)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cpd-record.csv"',
      "Cache-Control": "private, no-store",
    },
  });
});
