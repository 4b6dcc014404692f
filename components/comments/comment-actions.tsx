"use client";
// Under each comment: "Reply" opens a reply form below it (the reply joins the comment's thread),
// "Like" toggles a signed-in member's like, "Flag" sends a reason to the moderators.
import { useState } from "react";
import { CommentFlagForm } from "@/components/comments/comment-flag-form";
import { CommentForm } from "@/components/comments/comment-form";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage, type ApiSuccess } from "@/lib/api/api-client";
import { toast } from "@/lib/toast";

type CommentActionsProps = { blogId: string; comment: { id: string; name: string; likes: number } };

export function CommentActions({ blogId, comment }: CommentActionsProps) {
  const [open, setOpen] = useState<"reply" | "flag" | null>(null);
  const [likes, setLikes] = useState(comment.likes);
  const [liked, setLiked] = useState<boolean | undefined>(undefined);
  const [liking, setLiking] = useState(false);
  const toggle = (panel: "reply" | "flag") => setOpen((current) => (current === panel ? null : panel));

  const like = async () => {
    if (liking) return;
    setLiking(true);
    try {
      const result = await apiRequest<ApiSuccess<{ liked: boolean; likes: number }>>(
        `/api/comments/${comment.id}/like`,
        { method: "POST" },
      );
      setLiked(result.liked);
      setLikes(result.likes);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLiking(false);
    }
  };

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button variant="subtle" size="sm" aria-expanded={open === "reply"} onClick={() => toggle("reply")}>
          Reply
        </Button>
        <Button variant="subtle" size="sm" aria-pressed={liked} disabled={liking} onClick={() => void like()}>
          Like ({likes})
        </Button>
        <Button variant="subtle" size="sm" aria-expanded={open === "flag"} onClick={() => toggle("flag")}>
          Flag
        </Button>
      </div>
      {open === "reply" ? (
        <CommentForm
          blogId={blogId}
          replyTo={{ id: comment.id, name: comment.name }}
          onDone={() => setOpen(null)}
        />
      ) : null}
      {open === "flag" ? <CommentFlagForm commentId={comment.id} onDone={() => setOpen(null)} /> : null}
    </div>
  );
}
