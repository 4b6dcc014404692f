import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listJobsForStaff } from "@/lib/data/job-staff-lists";
import { staffListQuerySchema } from "@/lib/validations/event";

// GET /api/{role}/jobs?status=approved|pending&page= – jobs for moderation, newest first
export const GET = route({ auth: "rolePath", query: staffListQuerySchema }, async ({ query }) => {
  const { jobs, pagination } = await listJobsForStaff(query);
  return okData({ jobs, pagination });
});
