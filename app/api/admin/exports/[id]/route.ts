import { Readable } from "node:stream";
import { z } from "zod";
import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { notFound } from "@/lib/errors";
import { isExportId, openSiteExport } from "@/lib/import-export/export-files";
import { findTaskByData } from "@/lib/tasks";

export const dynamic = "force-dynamic";

const paramsSchema = z.object({ id: z.string().refine(isExportId, "Invalid export id") });

// GET /api/admin/exports/{id} – the prepared export as a tar.gz (admin only); 202 while its job is
// still queued or running, 404 when there is no such export (or its job failed: see the tasks)
export const GET = route({ auth: "admin", params: paramsSchema }, async ({ params }) => {
  const saved = await openSiteExport(params.id);
  if (saved) {
    return new Response(Readable.toWeb(saved.stream()) as ReadableStream, {
      headers: {
        "Content-Type": "application/gzip",
        "Content-Length": String(saved.length),
        "Content-Disposition": `attachment; filename="${saved.filename}"`,
        "Cache-Control": "private, no-store",
      },
    });
  }
  const task = await findTaskByData("exports.site", { exportId: params.id });
  if (task && (task.state === "queued" || task.state === "running"))
    return okData(
      { ready: false, message: "The export is still being prepared", state: task.state },
      { status: 202, headers: { "Retry-After": "5", "Cache-Control": "no-store" } },
    );
  throw notFound(task?.state === "failed" ? `The export failed: ${task.lastError}` : "Export not found");
});
