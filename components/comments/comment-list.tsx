// "Comments (n)": threads of approved comments, plain server-rendered HTML (search engines read
// it), each with its replies one level below; n counts replies too. When only the newest threads
// are shown, a link to the page with all of them.
import { Link } from "@/components/ui/link";
import { CommentItem } from "@/components/comments/comment-item";
import type { CommentThread } from "@/lib/comments/comments";

type CommentListProps = {
  threads: CommentThread[];
  /** Approved comments and replies in all. */
  total: number;
  /** Threads in all (more than shown: the link to the comments page). */
  threadCount?: number;
  allCommentsHref?: string;
};

export function CommentList({
  threads,
  total,
  threadCount = threads.length,
  allCommentsHref,
}: CommentListProps) {
  return (
    <section aria-labelledby="comments-heading">
      <h2 id="comments-heading" className="text-xl font-bold text-slate-900">
        Comments ({total})
      </h2>
      {threads.length === 0 ? (
        <p className="mt-4 text-slate-600">No comments found.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {threads.map((thread) => (
            <li key={thread._id} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
              <CommentItem comment={thread} />
              {thread.replies.length ? (
                <ul
                  aria-label={`Replies to ${thread.name}`}
                  className="mt-4 space-y-3 border-l-2 border-slate-200 pl-4"
                >
                  {thread.replies.map((reply) => (
                    <li key={reply._id}>
                      <CommentItem comment={reply} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {allCommentsHref && threadCount > threads.length ? (
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
