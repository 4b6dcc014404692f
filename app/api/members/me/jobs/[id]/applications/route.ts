import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { idParamsSchema } from "@/lib/common-schemas";
import { applicationListQuerySchema } from "@/lib/applications/application-schemas";
import { listJobApplications } from "@/lib/applications/applications";

export const dynamic = "force-dynamic";

// GET /api/members/me/jobs/{id}/applications?status= – a job's applications, for its owners
export const GET = route(
  { auth: "member", params: idParamsSchema, query: applicationListQuerySchema },
  async ({ params, query, member }) => {
    const { job, applications } = await listJobApplications(params.id, member.id, query.status);
    return okData({ job, applications });
  },
);
