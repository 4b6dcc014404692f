import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { recordAudit } from "@/lib/staff/audit";
import { waitingMailIds } from "@/lib/mail/mail-log";
import { resumeUnfinishedRuns, sendRun, startOrResumeDigest } from "@/lib/newsletter/newsletter-runs";
import { deliverMail } from "@/lib/mail/send";

export const dynamic = "force-dynamic";
// A large list at MAIL_RATE_PER_SECOND takes a while; a rerun finishes what a cut-off call left.
export const maxDuration = 300;

const handler = route({ auth: "cron", cronDisabled: "The digest is disabled" }, async () => {
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
