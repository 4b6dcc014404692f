// How often the application tasks run (lib/tasks/task-names.ts repeats them once per period across
// every process): the owners' digest of new applications, and the retention sweep.
export const APPLICATION_DIGEST_INTERVAL_MS = 5 * 60 * 1000;
export const APPLICATION_PRUNE_INTERVAL_MS = 60 * 60 * 1000;
