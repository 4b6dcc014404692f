// Every app server, in the background (issue 43): the owners' digest of new applications (at most
// one mail per job per clock hour: the mail log's id is the claim, so servers never double up) and
// the retention sweep. Each task is one function (sendApplicationDigests, pruneExpiredApplications)
// so it can move into the task queue as it is.
import { startBackgroundLoop } from "@/lib/server/background-loop";

export const APPLICATION_DIGEST_INTERVAL_MS = 5 * 60 * 1000;
export const APPLICATION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export function startApplicationLoops(): void {
  startBackgroundLoop("application digest", APPLICATION_DIGEST_INTERVAL_MS, async () => {
    const { sendApplicationDigests } = await import("@/lib/applications/applications");
    const { deliverMails } = await import("@/lib/mail/send");
    await deliverMails(await sendApplicationDigests());
  });
  startBackgroundLoop("application retention sweep", APPLICATION_PRUNE_INTERVAL_MS, async () => {
    const { pruneExpiredApplications } = await import("@/lib/applications/applications");
    await pruneExpiredApplications();
  });
}
