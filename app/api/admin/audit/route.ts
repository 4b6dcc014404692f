import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listAudit } from "@/lib/staff/audit";
import { auditListQuerySchema } from "@/lib/staff/audit-schemas";

// GET /api/admin/audit?page=&limit= – the audit trail, newest first (admin only)
export const GET = route({ auth: "admin", query: auditListQuerySchema }, async ({ query }) => {
  const { entries, pagination } = await listAudit(query);
  return okData({ entries, pagination });
});
