// "Comments (n)": each approved comment's name, text and relative time; when only the newest are
// shown, a link to the page with all of them.
import Link from "next/link";
import type { PublicComment } from "@/lib/data/comments";
import { formatRelativeTime, isoDate } from "@/lib/dates";

type CommentListProps = { comments: PublicComment[]; total?: number; allCommentsHref?: string };

export function CommentList({ comments, total = comments.length, allCommentsHref }: CommentListProps) {
  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
        Comments ({total})
      </h2>
      {comments.length === 0 ? (
        <p className="mt-4 text-slate-600">No comments found.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {comments.map((comment) => (
            <li key={comment._id} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">{comment.name}</p>
                <time dateTime={isoDate(comment.createdAt)} className="text-xs text-slate-600">
                  {formatRelativeTime(comment.createdAt)}
                </time>
              </div>
              <p className="mt-2 whitespace-pre-line text-slate-800">{comment.content}</p>
            </li>
          ))}
        </ul>
      )}
      {allCommentsHref && total > comments.length ? (
        <p className="mt-4">
          <Link
            href={allCommentsHref}
            prefetch={false}
            className="text-brand hover:text-brand-dark font-medium underline underline-offset-2"
          >
            Show all {total} comments
          </Link>
        </p>
      ) : null}
    </section>
  );
}
