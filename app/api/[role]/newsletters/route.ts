import { after } from "next/server";
import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { recordAudit } from "@/lib/staff/audit";
import {
  createNewsletterRun,
  getRunSummary,
  listRecentRuns,
  sendRun,
} from "@/lib/newsletter/newsletter-runs";
import { newsletterDraftSchema } from "@/lib/newsletter/newsletter-schemas";

// GET /api/{role}/newsletters – the latest newsletters and digests with their progress
export const GET = route({ auth: "rolePath" }, async () => {
  return okData({ runs: await listRecentRuns() });
});

// POST /api/{role}/newsletters – send a newsletter to every active subscriber, in the background
export const POST = route({ auth: "rolePath", body: newsletterDraftSchema }, async ({ body, user }) => {
  const id = await createNewsletterRun(body, user.email);
  after(() => sendRun(id).then(() => undefined));
  await recordAudit(user, "newsletter.send", { type: "newsletter", id, summary: body.subject });
  return okData({ message: "The newsletter is on its way", run: await getRunSummary(id) }, { status: 202 });
});
