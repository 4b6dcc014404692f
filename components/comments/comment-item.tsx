// One comment or reply: its author (a member's headline and credentials, a "Staff" badge for the
// publication), the time, whom a reply answers, the text, and the small client actions.
import { CommentActions } from "@/components/comments/comment-actions";
import { Badge } from "@/components/ui/badge";
import type { PublicComment } from "@/lib/comments/comments";
import { formatRelativeTime, isoDate } from "@/lib/dates";

export function CommentItem({ comment }: { comment: PublicComment }) {
  const details = comment.author
    ? [comment.author.headline, comment.author.credentials.join(", ")].filter(Boolean).join(" · ")
    : "";
  return (
    <article id={`comment-${comment._id}`} aria-label={`Comment by ${comment.name}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          {comment.name}
          {comment.author?.staff ? (
            <Badge tone="info" className="ml-2">
              Staff
            </Badge>
          ) : null}
        </p>
        <time dateTime={isoDate(comment.createdAt)} className="text-xs text-slate-600">
          {formatRelativeTime(comment.createdAt)}
        </time>
      </div>
      {details ? <p className="text-xs text-slate-600">{details}</p> : null}
      <p className="mt-2 whitespace-pre-line text-slate-800">
        {comment.replyTo && comment.replyTo._id !== comment.parent ? (
          <span className="text-brand font-medium">@{comment.replyTo.name} </span>
        ) : null}
        {comment.content}
      </p>
      <CommentActions
        blogId={comment.blog}
        comment={{ id: comment._id, name: comment.name, likes: comment.likes }}
      />
    </article>
  );
}
