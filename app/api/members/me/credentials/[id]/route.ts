import { route } from "@/lib/api/route";
import { idParamsSchema } from "@/lib/common-schemas";
import { memberCredential } from "@/lib/credentials";

// GET /api/members/me/credentials/{id} – the signed certificate (Open Badges 3.0, VC-JWT proof) as JSON
export const GET = route({ auth: "member", params: idParamsSchema }, async ({ member, params }) => {
  return Response.json(await memberCredential(member.id, params.id), {
    headers: {
      "Cache-Control": "private, no-store",
      "Content-Disposition": `attachment; filename="certificate-${params.id}.json"`,
    },
  });
});
