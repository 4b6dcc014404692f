import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { getAbout } from "@/lib/site/website";

// GET /api/admin/about – the About record as a one-element list (empty before the first save); public
export const GET = route({ rateLimit: "publicRead" }, async () => {
  const record = await getAbout();
  return okData({ website: record ? [record] : [] });
});
