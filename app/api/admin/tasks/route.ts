import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listTasks } from "@/lib/tasks";
import { taskListQuerySchema } from "@/lib/tasks/task-schemas";

export const dynamic = "force-dynamic";

// GET /api/admin/tasks?state=queued|running|done|failed – the background job queue (admin only)
export const GET = route({ auth: "admin", query: taskListQuerySchema }, async ({ query }) =>
  okData({ tasks: await listTasks(query.state) }),
);
