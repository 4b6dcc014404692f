"use client";
// The signed-in member's own comments on this post that wait for review, shown to them alone under
// the published ones (the page's HTML is the same for everyone; these load in the browser).
import useSWR from "swr";
import { Badge } from "@/components/ui/badge";
import { useMember } from "@/components/members/use-member";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import { formatSiteDateTime } from "@/lib/dates";
import type { OwnPendingComment } from "@/lib/comments/comments";

/** The SWR key of a post's waiting comments (the comment form re-reads it after sending). */
export const ownPendingCommentsKey = (blogId: string) =>
  `/api/members/me/comments?blog=${encodeURIComponent(blogId)}`;

export function OwnPendingComments({ blogId }: { blogId: string }) {
  const { member } = useMember();
  const { data } = useSWR(member ? ownPendingCommentsKey(blogId) : null, (path: string) =>
    apiRequest<ApiSuccess<{ comments: OwnPendingComment[] }>>(path),
  );
  const comments = data?.comments ?? [];
  if (comments.length === 0) return null;
  return (
    <section aria-labelledby="own-pending-heading" className="mt-6">
      <h3 id="own-pending-heading" className="text-base font-semibold text-slate-900">
        Your comments waiting for review
      </h3>
      <ul className="mt-3 space-y-3">
        {comments.map((comment) => (
          <li key={comment.id} className="rounded-lg border border-dashed border-slate-300 bg-white p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <Badge tone="warning">Waiting for review</Badge>
              {comment.replyToName ? <span>Reply to {comment.replyToName}</span> : null}
              <time dateTime={comment.createdAt}>{formatSiteDateTime(comment.createdAt)}</time>
            </p>
            <p className="mt-2 whitespace-pre-line text-slate-800">{comment.content}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
