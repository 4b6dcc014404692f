"use client";
// The back-office home: Blogs, Comments, Drafts and Scheduled counters, the "Latest Blogs" table
// and the jobs expiring within a week.
import { ImportRssButton } from "@/components/feeds/import-rss-button";
import { Spinner } from "@/components/ui/spinner";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { DashboardData } from "@/lib/posts/blog-admin";
import type { JobItem } from "@/lib/jobs/job-items";
import { BlogTable } from "../posts/blog-table";
import { ExpiringJobs } from "../jobs/expiring-jobs";
import { useApiData } from "./use-api-data";
import { LoadError } from "@/components/ui/load-error";
import { useSession } from "./use-session";
import { PageSection } from "@/components/ui/page-section";

export function DashboardView() {
  const { role } = useSession();
  const { data, loading, error, reload } = useApiData<
    ApiSuccess<{ dashboardData: DashboardData; expiringJobs?: JobItem[] }>
  >(role ? `/api/${role}/dashboard` : null, "Failed to load the dashboard");
  const dashboard = data?.dashboardData;

  return (
    <PageSection id="dashboard" title="Dashboard" actions={<ImportRssButton />} className="space-y-6">
      {!dashboard && error ? (
        <LoadError message={error} onRetry={reload} />
      ) : !dashboard && loading ? (
        <Spinner label="Loading the dashboard" />
      ) : dashboard ? (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Counter label="Blogs" value={dashboard.blogs} />
            <Counter label="Comments" value={dashboard.comments} />
            <Counter label="Drafts" value={dashboard.drafts} />
            <Counter label="Scheduled" value={dashboard.scheduled} />
          </ul>
          <div className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">Latest Blogs</h2>
            <BlogTable blogs={dashboard.recentBlogs} caption="Latest Blogs" />
          </div>
          <ExpiringJobs jobs={data?.expiringJobs ?? []} role={role} />
        </>
      ) : null}
    </PageSection>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <li className="rounded-lg bg-white p-4 shadow-sm">
      <p className="text-brand text-3xl font-bold" aria-describedby={`counter-${label}`}>
        {value.toLocaleString("en-GB")}
      </p>
      <p id={`counter-${label}`} className="text-sm font-medium text-slate-700">
        {label}
      </p>
    </li>
  );
}
