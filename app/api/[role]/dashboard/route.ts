import { okData } from "@/lib/api/responses";
import { route } from "@/lib/api/route";
import { dashboardData } from "@/lib/data/blog-admin";

// GET /api/{role}/dashboard – the counters and latest blogs of the back-office home
export const GET = route({ auth: "rolePath" }, async () => {
  return okData({ message: "Dashboard loaded", dashboardData: await dashboardData() });
});
