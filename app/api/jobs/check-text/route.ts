import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { checkJobText } from "@/lib/jobs/rules/wording";
import { checkTextSchema } from "@/lib/jobs/job-text-schemas";

// POST /api/jobs/check-text – wording in a job ad that excludes (age, gender, disability, origin) or looks like a scam
export const POST = route({ body: checkTextSchema }, async ({ body }) => {
  return okData({ findings: checkJobText(body.title, body.description) });
});
