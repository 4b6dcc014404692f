import { ApiError, route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { recordAudit } from "@/lib/data/audit";
import { waitingMailIds } from "@/lib/data/mail-log";
import { resumeUnfinishedRuns, sendRun, startOrResumeDigest } from "@/lib/data/newsletter-runs";
import { getEnv } from "@/lib/env";
import { deliverMail } from "@/lib/mail/send";
import { CRON_DENIED_MESSAGE, checkCronAuthorization } from "@/lib/rss/cron-auth";

export const dynamic = "force-dynamic";
// A large list at MAIL_RATE_PER_SECOND takes a while; a rerun finishes what a cut-off call left.
export const maxDuration = 300;

export const NEWSLETTER_CRON_UNCONFIGURED_MESSAGE =
  "The digest is disabled: CRON_SECRET is not configured on the server";

const handler = route({ auth: "public" }, async ({ req }) => {
  const access = checkCronAuthorization(req.headers.get("authorization"), getEnv().CRON_SECRET);
  if (access === "unconfigured") throw new ApiError(503, NEWSLETTER_CRON_UNCONFIGURED_MESSAGE);
  if (access === "denied") throw new ApiError(401, CRON_DENIED_MESSAGE, { "WWW-Authenticate": "Bearer" });

  // Newsletters and digests a stopped server left unfinished, then this period's digest.
  const counts = await resumeUnfinishedRuns();
  const digestId = await startOrResumeDigest();
  if (digestId) {
    const digest = await sendRun(digestId);
    counts.sent += digest.sent;
    counts.skipped += digest.skipped;
    counts.failed += digest.failed;
  }
  // Confirmation mails that waited (no SMTP at the time, or a failure) get another chance.
  for (const id of await waitingMailIds()) await deliverMail(id);

  if (counts.sent + counts.failed > 0) {
    await recordAudit(null, "newsletter.digest", {
      type: "newsletter",
      summary: `cron: ${counts.sent} sent, ${counts.skipped} skipped, ${counts.failed} failed`,
    });
  }
  return okData({ sent: counts.sent, skipped: counts.skipped, failed: counts.failed });
});

// POST /api/cron/newsletter – the scheduler's call: send the digest of new posts to every active subscriber
export const POST = handler;
// GET /api/cron/newsletter – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
