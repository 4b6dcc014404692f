// The audit trail list: page and page size from the query string, clamped.
import { z } from "zod";
import { limitSchema, pageSchema } from "@/lib/common-schemas";
import { AUDIT_PAGE_SIZE } from "@/lib/constants";

export const auditListQuerySchema = z.object({
  page: pageSchema.optional().default(1),
  limit: limitSchema(AUDIT_PAGE_SIZE, 100).optional().default(AUDIT_PAGE_SIZE),
});
