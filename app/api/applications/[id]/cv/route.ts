import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { readApplicationCv } from "@/lib/applications/applications";

export const dynamic = "force-dynamic";

// GET /api/applications/{id}/cv – the CV, as a download, to the job's owners (or admin staff, audited)
export const GET = route({ auth: "memberOrStaff", params: idParamsSchema }, async ({ params, caller }) => {
  const file = await readApplicationCv(params.id, caller);
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return new Response(new Uint8Array(file.data), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
