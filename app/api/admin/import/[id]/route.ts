import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getImportRun } from "@/lib/import-export/import-runs";
import { idParamsSchema } from "@/lib/common-schemas";

// GET /api/admin/import/{id} – where the import stands: state, counts and the items that failed
export const GET = route({ auth: "admin", params: idParamsSchema }, async ({ params }) => {
  const { id, ...run } = await getImportRun(params.id);
  return okData({ id, ...run });
});
