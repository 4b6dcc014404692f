import { pingDb } from "@/lib/db";
import { isShuttingDown } from "@/lib/server/shutdown";
import { searchIndexWarm } from "@/lib/search/index-state";

export const dynamic = "force-dynamic";

const noStore = { "Cache-Control": "no-store" };

// GET /api/health/ready – whether this server should get traffic: the database answers (within two
// seconds). The search index is built in the background and reported, not waited for (issue 42: a
// start that read every public post first grew with the archive): until it is built, searches and
// listings read the database, and with several servers most pages come from the shared cache. The
// launcher's rolling restart and its replacement of a dead server wait for this.
export async function GET() {
  // Stopping (SIGTERM): no new traffic, while the requests in flight finish.
  if (isShuttingDown())
    return Response.json({ success: false, shuttingDown: true }, { status: 503, headers: noStore });
  const searchIndex = searchIndexWarm() ? "ready" : "building";
  let db: "up" | "down" = "up";
  try {
    await pingDb(1500);
  } catch {
    db = "down";
  }
  const ready = db === "up";
  return Response.json({ success: ready, db, searchIndex }, { status: ready ? 200 : 503, headers: noStore });
}
