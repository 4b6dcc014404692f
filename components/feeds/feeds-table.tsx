"use client";
// The managed feeds with each one's last run, and a Remove action behind a confirmation.
import { useState } from "react";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table, type Column } from "@/components/ui/table";
import type { FeedSummary } from "@/lib/feeds/feeds";
import { formatSiteDateTime } from "@/lib/dates";

export const REMOVE_FEED_CONFIRMATION =
  "Are you sure you want to remove this feed? Blogs already imported from it stay.";

const COLUMNS: Column<FeedSummary>[] = [
  {
    header: "Feed",
    className: "max-w-xs",
    cell: (feed) => (
      <>
        {feed.title && <p className="font-semibold">{feed.title}</p>}
        <p className="break-all text-slate-600">{feed.url}</p>
      </>
    ),
  },
  { header: "Category", cell: (feed) => feed.category },
  { header: "Last run", cell: (feed) => (feed.lastRun ? formatSiteDateTime(feed.lastRun.at) : "Never") },
  {
    header: "Imported",
    cell: (feed) =>
      feed.lastRun ? (
        <>
          {feed.lastRun.imported}
          {feed.lastRun.skipped > 0 && (
            <span className="text-slate-600"> ({feed.lastRun.skipped} skipped)</span>
          )}
        </>
      ) : (
        "–"
      ),
  },
  {
    header: "Last error",
    className: "max-w-xs break-words text-red-700",
    cell: (feed) => feed.lastRun?.error ?? "",
  },
  { header: "Actions", cell: (feed) => <RemoveFeedButton feed={feed} /> },
];

type FeedsTableProps = {
  feeds: FeedSummary[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
};

export function FeedsTable({ feeds, loading, error, onRetry }: FeedsTableProps) {
  return (
    <Table
      caption="Feeds and their last import"
      columns={COLUMNS}
      rows={feeds}
      rowKey={(feed) => feed._id}
      loading={loading && !feeds}
      error={error}
      onRetry={onRetry}
      loadingLabel="Loading feeds"
      emptyMessage="No feeds added yet."
    />
  );
}

function RemoveFeedButton({ feed }: { feed: FeedSummary }) {
  const send = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (busy || !(await confirm(REMOVE_FEED_CONFIRMATION, "Remove"))) return;
    setBusy(true);
    await send(`/api/profile/delete-feed/${feed._id}`, "Failed to remove the feed");
    setBusy(false);
  };

  return (
    <>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={`Remove feed ${feed.title || feed.url}`}
      >
        Remove
      </Button>
      {dialog}
    </>
  );
}
