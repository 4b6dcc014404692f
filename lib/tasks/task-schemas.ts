import { z } from "zod";
import { TASK_STATES } from "./task-state";

/** GET /api/admin/tasks?state= — which jobs to list (queued when absent). */
export const taskListQuerySchema = z.object({
  state: z
    .enum(TASK_STATES, { error: `state must be one of ${TASK_STATES.join(", ")}` })
    .optional()
    .default("queued"),
});
