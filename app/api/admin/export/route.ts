import { Readable } from "node:stream";
import { route } from "@/lib/api/route";
import { exportSite } from "@/lib/import-export/site-export";

export const dynamic = "force-dynamic";

// GET /api/admin/export – the whole site as a tar.gz (one JSON document per collection, images as
// files), streamed as it is written; importing it with source "hrpulse" restores it
export const GET = route({ auth: "admin" }, async () => {
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(await exportSite()) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Disposition": `attachment; filename="hrpulse-export-${stamp}.tar.gz"`,
      "Cache-Control": "private, no-store",
    },
  });
});
