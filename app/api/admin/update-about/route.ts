import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { saveAbout } from "@/lib/site/website";
import { updateAboutSchema } from "@/lib/site/website-schemas";

// PUT /api/admin/update-about – an admin saves the single About record (created on first save)
export const PUT = route({ auth: "admin", body: updateAboutSchema }, async ({ body, user }) => {
  const website = await saveAbout(body, user);
  return ok("About section updated", { website });
});
