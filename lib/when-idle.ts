// Runs browser work when the main thread is idle (after hydration and the first paint), so it never
// lengthens a task that blocks input. Safari has no requestIdleCallback: a short timeout stands in.
// Returns the cancel function, so it can be a React effect's cleanup.
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
