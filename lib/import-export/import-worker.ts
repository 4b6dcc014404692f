// Every app server looks for imports to run every IMPORT_CHECK_INTERVAL_MS: queued ones, and running
// ones whose server stopped (their lease ran out), which resume where the stored items leave off.
import { startBackgroundLoop } from "@/lib/server/background-loop";

const IMPORT_CHECK_INTERVAL_MS = 5000;

export function startImportWorker(): void {
  startBackgroundLoop("import run check", IMPORT_CHECK_INTERVAL_MS, async () => {
    const { runDueImports } = await import("@/lib/import-export/import-runs");
    await runDueImports();
  });
}
