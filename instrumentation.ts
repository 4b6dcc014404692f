// Runs once when a server starts: refuse to start on bad configuration, log what would be silent.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  try {
    getEnv();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const { installSocketIpStamp } = await import("@/lib/server/socket-ip");
  installSocketIpStamp();
  process.on("unhandledRejection", (reason) => {
    console.error(JSON.stringify({ level: "error", event: "unhandledRejection", reason: String(reason) }));
  });
}
