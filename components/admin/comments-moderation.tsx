"use client";
// Comment moderation: Approved / Not Approved tabs (default Approved), approve pending
// comments, delete any comment after confirmation.
import { useState } from "react";
import { formatSiteDate } from "@/lib/dates";
import { Spinner } from "./spinner";
import { useApiData, useStaffAction } from "./use-api-data";
import { useSession } from "./use-session";

export const DELETE_COMMENT_CONFIRMATION = "Are you sure you want to delete this comment?";

type ModerationComment = {
  _id: string;
  blog: { _id: string; title: string } | null;
  name: string;
  content: string;
  isApproved: boolean;
  createdAt: string;
};
type CommentsResponse = { success: boolean; comments: ModerationComment[] };
type Tab = "approved" | "pending";

const TABS: Array<{ value: Tab; label: string }> = [
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Not Approved" },
];

export function CommentsModeration() {
  const { role } = useSession();
  const [tab, setTab] = useState<Tab>("approved");
  const { data, loading, reload } = useApiData<CommentsResponse>(
    role ? `/api/${role}/comments?status=${tab}` : null,
    "Failed to fetch comments",
  );

  return (
    <section aria-labelledby="comments-heading" className="space-y-4">
      <h1 id="comments-heading" className="text-2xl font-bold text-slate-900">
        Comments
      </h1>
      <div role="tablist" aria-label="Comment status" className="flex gap-2">
        {TABS.map((item) => (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={`comments-tab-${item.value}`}
            aria-selected={tab === item.value}
            aria-controls="comments-panel"
            onClick={() => setTab(item.value)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium ${
              tab === item.value ? "bg-brand text-white" : "bg-white text-slate-700 shadow-sm hover:bg-slate-100"
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="comments-panel" role="tabpanel" aria-labelledby={`comments-tab-${tab}`}>
        {loading ? (
          <Spinner label="Loading comments" />
        ) : !data || data.comments.length === 0 ? (
          <p className="text-slate-600">No comments found.</p>
        ) : (
          <CommentsTable comments={data.comments} onChanged={reload} />
        )}
      </div>
    </section>
  );
}

function CommentsTable({ comments, onChanged }: { comments: ModerationComment[]; onChanged: () => void }) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Comments</caption>
        <thead className="bg-slate-100 text-xs uppercase text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3">Blog Title &amp; Comment</th>
            <th scope="col" className="hidden px-3 py-3 md:table-cell">Date</th>
            <th scope="col" className="px-3 py-3">Actions</th>
          </tr>
        </thead>
        <tbody>
          {comments.map((comment) => (
            <CommentRow key={comment._id} comment={comment} onChanged={onChanged} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CommentRow({ comment, onChanged }: { comment: ModerationComment; onChanged: () => void }) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);

  const act = async (path: string, fallback: string) => {
    setBusy(true);
    const done = await runAction(path, fallback);
    setBusy(false);
    if (done) onChanged();
  };
  const remove = () => {
    if (!window.confirm(DELETE_COMMENT_CONFIRMATION)) return;
    void act(`/api/profile/delete-comment/${comment._id}`, "Failed to delete the comment");
  };

  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-3 text-slate-800">
        <p>
          <span className="font-semibold">Blog: </span>
          {comment.blog?.title ?? "(deleted blog)"}
        </p>
        <p>
          <span className="font-semibold">Name: </span>
          {comment.name}
        </p>
        <p className="break-words whitespace-pre-line">
          <span className="font-semibold">Comment: </span>
          {comment.content}
        </p>
      </td>
      <td className="hidden px-3 py-3 text-slate-700 md:table-cell">{formatSiteDate(comment.createdAt)}</td>
      <td className="px-3 py-3">
        <div className="flex flex-wrap gap-2">
          {!comment.isApproved && (
            <button
              type="button"
              disabled={busy}
              onClick={() => void act(`/api/profile/approve-comment/${comment._id}`, "Failed to approve the comment")}
              aria-label={`Approve comment by ${comment.name}`}
              className="rounded border border-green-300 px-2 py-1 text-xs font-medium text-green-800 hover:bg-green-50 disabled:opacity-50"
            >
              Approve
            </button>
          )}
          <button
            type="button"
            disabled={busy}
            onClick={remove}
            aria-label={`Delete comment by ${comment.name}`}
            className="rounded border border-red-300 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
          >
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
