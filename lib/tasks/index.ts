// The background job queue: enqueue a task, list and retry jobs (staff), start a worker.
export { enqueueTask, scheduleTask } from "./queue";
export { TASK_NAMES, type TaskName } from "./task-names";
export {
  findTaskByData,
  listTasks,
  retryTask,
  TASK_STATES,
  type TaskState,
  type TaskView,
} from "./task-admin";
export { startTaskWorker } from "./worker";
