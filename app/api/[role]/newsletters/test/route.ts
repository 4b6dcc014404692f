import { ApiError, route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { sendTestNewsletter } from "@/lib/newsletter/newsletter-runs";
import { deliverMail } from "@/lib/mail/send";
import { newsletterDraftSchema } from "@/lib/newsletter/newsletter-schemas";

// POST /api/{role}/newsletters/test – send the newsletter to the signed-in staff member only
export const POST = route({ auth: "rolePath", body: newsletterDraftSchema }, async ({ body, user }) => {
  const { id } = await sendTestNewsletter(body, user.email);
  const status = await deliverMail(id);
  if (status === "sent") return ok(`Test sent to ${user.email}`);
  if (status === "not sent") return ok("Mail is not configured (SMTP_URL): the test waits in the mail log");
  throw new ApiError(502, "The test mail could not be sent; see the mail log");
});
