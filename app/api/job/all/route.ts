import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { listApprovedJobs } from "@/lib/data/jobs";
import { jobListQuerySchema } from "@/lib/validations/job";

// GET /api/job/all?page= – approved jobs, newest first
export const GET = route({ query: jobListQuerySchema }, async ({ query }) => {
  const { jobs, pagination } = await listApprovedJobs(query);
  return okData({ jobs, pagination });
});
