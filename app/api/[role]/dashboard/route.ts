import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { dashboardData } from "@/lib/posts/blog-admin";
import { listJobsExpiringSoon } from "@/lib/jobs/job-staff-lists";

// GET /api/{role}/dashboard – the counters and latest blogs of the back-office home, and the jobs
// that expire within 7 days
export const GET = route({ auth: "rolePath" }, async () => {
  const [data, expiringJobs] = await Promise.all([dashboardData(), listJobsExpiringSoon()]);
  return okData({ message: "Dashboard loaded", dashboardData: data, expiringJobs });
});
