import type { Metadata } from "next";
import { JobsDashboard } from "@/components/members/jobs-dashboard";

export const metadata: Metadata = { title: "Your jobs", robots: { index: false, follow: false } };

// The employer's dashboard: loaded in the browser from /api/members/me/jobs (the same HTML for everyone).
export default function AccountJobsPage() {
  return <JobsDashboard />;
}
