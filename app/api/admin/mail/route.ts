import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listMailLog } from "@/lib/mail/mail-log";
import { mailConfigured } from "@/lib/mail/config";
import { mailLogQuerySchema } from "@/lib/newsletter/newsletter-schemas";

// GET /api/admin/mail?status=&page= – the mail log, newest first (admin only)
export const GET = route({ auth: "admin", query: mailLogQuerySchema }, async ({ query }) => {
  const { mails, pagination } = await listMailLog(query);
  return okData({ mails, pagination, configured: mailConfigured() });
});
