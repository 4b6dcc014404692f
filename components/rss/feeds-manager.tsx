"use client";
// /profile/feeds: import now, add a feed, and the feed list with each feed's last run.
import { Spinner } from "@/components/admin/spinner";
import { useApiData } from "@/components/admin/use-api-data";
import { useSession } from "@/components/admin/use-session";
import { AddFeedForm } from "@/components/rss/add-feed-form";
import { type FeedRow, FeedsTable } from "@/components/rss/feeds-table";
import { ImportRssButton } from "@/components/rss/import-rss-button";

type FeedsResponse = { success: boolean; feeds: FeedRow[]; configuredFeeds: string[] };

export function FeedsManager() {
  const { role } = useSession();
  const { data, loading, reload } = useApiData<FeedsResponse>(role ? `/api/${role}/feeds` : null, "Failed to fetch feeds");

  return (
    <section aria-labelledby="feeds-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="feeds-heading" className="text-2xl font-bold text-slate-900">
          RSS Feeds
        </h1>
        <ImportRssButton onImported={reload} />
      </div>
      <AddFeedForm onAdded={reload} />
      {loading && !data ? (
        <Spinner label="Loading feeds" />
      ) : !data || data.feeds.length === 0 ? (
        <p className="text-slate-600">No feeds added yet.</p>
      ) : (
        <FeedsTable feeds={data.feeds} onChanged={reload} />
      )}
      {data && data.configuredFeeds.length > 0 && (
        <div className="rounded-lg bg-white p-4 text-sm text-slate-700 shadow-sm">
          <h2 className="mb-2 font-semibold text-slate-900">Feeds from the server configuration (RSS_FEEDS)</h2>
          <ul className="list-disc space-y-1 pl-5">
            {data.configuredFeeds.map((url) => (
              <li key={url} className="break-all">
                {url}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
