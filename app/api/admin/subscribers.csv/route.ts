import { route } from "@/lib/api/route";
import { allSubscribers } from "@/lib/newsletter/subscribers";
import { subscribersCsv } from "@/lib/newsletter/subscribers-csv";

export const dynamic = "force-dynamic";

// GET /api/admin/subscribers.csv – every subscriber as CSV (admin only)
export const GET = route({ auth: "admin" }, async () => {
  const csv = subscribersCsv(await allSubscribers());
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="subscribers.csv"',
      "Cache-Control": "no-store",
    },
  });
});
