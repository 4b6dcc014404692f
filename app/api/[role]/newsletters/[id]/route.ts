import { z } from "zod";
import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { getRunSummary } from "@/lib/newsletter/newsletter-runs";
import { runParamsSchema } from "@/lib/newsletter/newsletter-schemas";

// GET /api/{role}/newsletters/{id} – one newsletter's progress (sent, failed, total, status)
export const GET = route(
  { auth: "rolePath", params: runParamsSchema.extend({ role: z.string() }) },
  async ({ params }) => okData({ run: await getRunSummary(params.id) }),
);
