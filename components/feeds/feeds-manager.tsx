"use client";
// /profile/feeds: import now, add a feed, and the feed list with each feed's last run.
import { useApiData } from "@/components/back-office/use-api-data";
import { useSession } from "@/components/back-office/use-session";
import { AddFeedForm } from "@/components/feeds/add-feed-form";
import { FeedsTable } from "@/components/feeds/feeds-table";
import { ImportRssButton } from "@/components/feeds/import-rss-button";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { FeedSummary } from "@/lib/feeds/feeds";
import { PageSection } from "@/components/ui/page-section";

export function FeedsManager() {
  const { role } = useSession();
  const { data, loading, error, reload } = useApiData<
    ApiSuccess<{ feeds: FeedSummary[]; configuredFeeds: string[] }>
  >(role ? `/api/${role}/feeds` : null, "Failed to fetch feeds");

  return (
    <PageSection id="feeds" title="RSS Feeds" actions={<ImportRssButton />} className="space-y-6">
      <AddFeedForm />
      <FeedsTable feeds={data?.feeds} loading={loading} error={error} onRetry={reload} />
      {data && data.configuredFeeds.length > 0 && (
        <div className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">
          <h2 className="mb-2 font-semibold text-slate-900">
            Feeds from the server configuration (RSS_FEEDS)
          </h2>
          <ul className="list-disc space-y-1 pl-5">
            {data.configuredFeeds.map((url) => (
              <li key={url} className="break-all">
                {url}
              </li>
            ))}
          </ul>
        </div>
      )}
    </PageSection>
  );
}
