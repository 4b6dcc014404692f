// Runs once when a server starts; the work itself is Node-only (lib/server/start-up.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("@/lib/server/start-up");
}

// Every server error Next catches (page renders included): database outages mark the health flag.
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { noteRequestError } = await import("@/lib/server/request-error");
  noteRequestError(error);
}
