// What an owner sends from the dashboard (issue 33).
import { z } from "zod";
import { JOB_EXTEND_MAX_DAYS } from "@/lib/jobs/fields";

export const extendJobSchema = z.object({
  days: z
    .number({ error: `days must be a whole number from 1 to ${JOB_EXTEND_MAX_DAYS}` })
    .int(`days must be a whole number from 1 to ${JOB_EXTEND_MAX_DAYS}`)
    .min(1, `days must be a whole number from 1 to ${JOB_EXTEND_MAX_DAYS}`)
    .max(JOB_EXTEND_MAX_DAYS, `days must be a whole number from 1 to ${JOB_EXTEND_MAX_DAYS}`),
});
