// Runs once when a server starts; the work itself is Node-only (lib/server/start-up.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("@/lib/server/start-up");
}
