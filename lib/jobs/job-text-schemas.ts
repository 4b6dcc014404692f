// POST /api/jobs/check-text: the ad's title and description, as the job form holds them.
import { z } from "zod";

export const checkTextSchema = z.object({
  title: z
    .string({ error: "title must be text" })
    .max(200, "title must be at most 200 characters")
    .default(""),
  description: z
    .string({ error: "description must be text" })
    .max(5000, "description must be at most 5000 characters")
    .default(""),
});
