import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { runRssImport } from "@/lib/feeds/rss-import";
import { describeImportResult } from "@/lib/feeds/describe-result";

export const dynamic = "force-dynamic";
export const maxDuration = 300;

// POST /api/profile/import-rss – staff run the RSS import now (the same run as the cron route)
export const POST = route({ auth: "staff" }, async ({ user }) => {
  const { imported, skipped, existing, failed } = await runRssImport(user);
  return ok(describeImportResult({ imported, skipped, failed }), { imported, skipped, existing, failed });
});
