import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { getImportRun } from "@/lib/data/import-runs";
import { idParamsSchema } from "@/lib/validations/common";

// GET /api/admin/import/{id} – where the import stands: state, counts and the items that failed
export const GET = route({ auth: "admin", params: idParamsSchema }, async ({ params }) => {
  const { id, ...run } = await getImportRun(params.id);
  return okData({ id, ...run });
});
