import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listJobsForStaff } from "@/lib/jobs/job-staff-lists";
import { staffListQuerySchema } from "@/lib/events/event-schemas";

// GET /api/{role}/jobs?status=approved|pending&page= – jobs for moderation, newest first
export const GET = route({ auth: "rolePath", query: staffListQuerySchema }, async ({ query }) => {
  const { jobs, pagination } = await listJobsForStaff(query);
  return okData({ jobs, pagination });
});
