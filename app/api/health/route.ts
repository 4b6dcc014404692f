import { pingDb } from "@/lib/db";

export const dynamic = "force-dynamic";

// GET /api/health – reports whether the database answers, within two seconds.
export async function GET() {
  try {
    await pingDb(1500);
    return Response.json({ success: true, db: "up" }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json(
      { success: false, db: "down" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
