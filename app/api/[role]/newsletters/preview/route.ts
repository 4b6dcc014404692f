import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { previewNewsletter } from "@/lib/newsletter/newsletter-runs";
import { newsletterDraftSchema } from "@/lib/newsletter/newsletter-schemas";

// POST /api/{role}/newsletters/preview – the newsletter as subscribers will see it (HTML and text)
export const POST = route({ auth: "rolePath", body: newsletterDraftSchema }, async ({ body }) => {
  const { subject, html, text } = await previewNewsletter(body);
  return okData({ subject, html, text });
});
