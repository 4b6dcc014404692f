import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { listMemberJobs } from "@/lib/jobs/job-owners";

// GET /api/members/me/jobs – the jobs the signed-in member runs, with their state and counts
export const GET = route({ auth: "member" }, async ({ member }) => {
  return okData(
    { jobs: await listMemberJobs(member.id) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
});
