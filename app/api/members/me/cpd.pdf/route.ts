import { route } from "@/lib/api/route";
import { cpdPdf } from "@/lib/cpd/pdf";
import { getCpdHolder, getCpdRecord } from "@/lib/cpd/cpd";
import { credentialUrlsByEvent } from "@/lib/credentials";

export const dynamic = "force-dynamic";

// GET /api/members/me/cpd.pdf – the member's CPD record as a PDF (totals per cycle, every entry)
export const GET = route({ auth: "member" }, async ({ member }) => {
  const madeAt = new Date();
  const [holder, record, certificates] = await Promise.all([
    getCpdHolder(member.id),
    getCpdRecord(member.id, madeAt),
    credentialUrlsByEvent(member.id),
  ]);
  const pdf = await cpdPdf({ holder, ...record, madeAt, certificates });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="cpd-record.pdf"',
      "Cache-Control": "private, no-store",
    },
  });
});
