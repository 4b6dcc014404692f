// A job as staff see it (GET /api/admin/tasks and the "Background tasks" screen); no server code.
import type { TaskState } from "./task-state";

export type { TaskState } from "./task-state";
export { TASK_STATES } from "./task-state";

export type TaskView = {
  id: string;
  name: string;
  state: TaskState;
  attempts: number;
  lastError: string | null;
  runAt: string | null;
  finishedAt: string | null;
};
