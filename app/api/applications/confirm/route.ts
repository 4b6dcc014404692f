import { after } from "next/server";
import { ok } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { deliverMails } from "@/lib/mail/send";
import { confirmApplication } from "@/lib/applications/applications";
import { confirmSchema } from "@/lib/newsletter/newsletter-schemas";

export const APPLICATION_CONFIRMED_MESSAGE =
  "Your address is confirmed and your application has reached the employer. A receipt is on its way.";

// POST /api/applications/confirm { token } – the confirm page's button: a guest's application counts
export const POST = route({ body: confirmSchema, rateLimit: "jobAlert" }, async ({ body }) => {
  const mailId = await confirmApplication(body.token);
  after(() => deliverMails([mailId]).catch(() => undefined));
  return ok(APPLICATION_CONFIRMED_MESSAGE);
});
