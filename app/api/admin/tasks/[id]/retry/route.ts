import { route } from "@/lib/api/route";
import { ok } from "@/lib/api/responses";
import { idParamsSchema } from "@/lib/common-schemas";
import { recordAudit } from "@/lib/staff/audit";
import { retryTask } from "@/lib/tasks";

// POST /api/admin/tasks/{id}/retry – runs a failed background job again (admin only; 409 if it has not failed)
export const POST = route({ auth: "admin", params: idParamsSchema }, async ({ params, user }) => {
  const task = await retryTask(params.id);
  await recordAudit(user, "task.retry", { type: "task", id: task.id, summary: task.name });
  return ok("Task queued again", { task });
});
