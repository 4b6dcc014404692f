"use client";
// The managed feeds with each one's last run, and a Remove action behind a confirmation.
import { useState } from "react";
import { useStaffAction } from "@/components/admin/use-api-data";

export type FeedRow = {
  _id: string;
  url: string;
  title: string | null;
  category: string;
  lastRun: { at: string; imported: number; skipped: number; error: string | null } | null;
};

export const REMOVE_FEED_CONFIRMATION = "Are you sure you want to remove this feed? Blogs already imported from it stay.";

function formatRunTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString("en-GB", { dateStyle: "short", timeStyle: "short" });
}

export function FeedsTable({ feeds, onChanged }: { feeds: FeedRow[]; onChanged: () => void }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Feeds and their last import</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3">Feed</th>
            <th scope="col" className="px-3 py-3">Category</th>
            <th scope="col" className="px-3 py-3">Last run</th>
            <th scope="col" className="px-3 py-3">Imported</th>
            <th scope="col" className="px-3 py-3">Last error</th>
            <th scope="col" className="px-3 py-3">Actions</th>
          </tr>
        </thead>
        <tbody>
          {feeds.map((feed) => (
            <FeedTableRow key={feed._id} feed={feed} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FeedTableRow({ feed, onChanged }: { feed: FeedRow; onChanged: () => void }) {
  const send = useStaffAction();
  const [busy, setBusy] = useState(false);
  const name = feed.title || feed.url;

  const remove = async () => {
    if (busy || !window.confirm(REMOVE_FEED_CONFIRMATION)) return;
    setBusy(true);
    const done = await send(`/api/profile/delete-feed/${feed._id}`, "Failed to remove the feed");
    setBusy(false);
    if (done) onChanged();
  };

  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="max-w-xs px-3 py-3 text-slate-800">
        {feed.title && <p className="font-semibold">{feed.title}</p>}
        <p className="break-all text-slate-600">{feed.url}</p>
      </td>
      <td className="px-3 py-3 text-slate-700">{feed.category}</td>
      <td className="px-3 py-3 text-slate-700">{feed.lastRun ? formatRunTime(feed.lastRun.at) : "Never"}</td>
      <td className="px-3 py-3 text-slate-700">
        {feed.lastRun ? (
          <>
            {feed.lastRun.imported}
            {feed.lastRun.skipped > 0 && <span className="text-slate-600"> ({feed.lastRun.skipped} skipped)</span>}
          </>
        ) : (
          "–"
        )}
      </td>
      <td className="max-w-xs px-3 py-3 break-words text-red-700">{feed.lastRun?.error ?? ""}</td>
      <td className="px-3 py-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Remove feed ${name}`}
          className="rounded border border-red-300 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          Remove
        </button>
      </td>
    </tr>
  );
}
