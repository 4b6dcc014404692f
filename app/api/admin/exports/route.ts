import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { newExportId } from "@/lib/import-export/export-files";
import { recordAudit } from "@/lib/staff/audit";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// POST /api/admin/exports – prepares the full export as a background job (admin only): 202 with the
// export's id and the URL it downloads from once the job is done
export const POST = route({ auth: "admin" }, async ({ user }) => {
  const exportId = newExportId();
  const taskId = await enqueueTask("exports.site", { exportId });
  await recordAudit(user, "site.export", { type: "export", id: exportId, summary: "queued" });
  return okData(
    {
      message: "The export is being prepared",
      exportId,
      taskId,
      url: `/api/admin/exports/${exportId}`,
    },
    { status: 202 },
  );
});
