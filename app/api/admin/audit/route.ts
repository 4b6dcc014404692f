import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listAudit } from "@/lib/data/audit";
import { auditListQuerySchema } from "@/lib/validations/audit";

// GET /api/admin/audit?page=&limit= – the audit trail, newest first (admin only)
export const GET = route({ auth: "admin", query: auditListQuerySchema }, async ({ query }) => {
  const { entries, pagination } = await listAudit(query);
  return okData({ entries, pagination });
});
