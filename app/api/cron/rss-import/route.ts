import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { runRssImport } from "@/lib/feeds/rss-import";

export const dynamic = "force-dynamic";
// Several slow feeds (10 s each, four at a time) must fit in one invocation on serverless hosts.
export const maxDuration = 300;

const handler = route({ auth: "cron", cronDisabled: "RSS import is disabled" }, async () => {
  const { imported, skipped, existing, failed } = await runRssImport(null);
  return okData({ imported, skipped, existing, failed });
});

// GET /api/cron/rss-import – the scheduler's call (Vercel Cron sends GET): import every feed
export const GET = handler;
// POST /api/cron/rss-import – the same import for schedulers that POST
export const POST = handler;
