import { pingDb } from "@/lib/db";
import { searchIndexWarm } from "@/lib/search/index-state";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

// GET /api/health/ready – whether this server should get traffic: the database answers (within two
// seconds) and the search index, from which the listings are served, is built. A started server is
// live (/api/health) seconds before it is ready; the launcher's rolling restart waits for this.
export async function GET() {
  const searchIndex = searchIndexWarm() ? "ready" : "building";
  let db: "up" | "down" = "up";
  try {
    await pingDb(1500);
  } catch {
    db = "down";
  }
  const ready = db === "up" && searchIndex === "ready";
  return Response.json({ success: ready, db, searchIndex }, { status: ready ? 200 : 503, headers: noStore });
}
