"use client";
// Under each comment: "Reply" opens a reply form below it (the reply joins the comment's thread).
import { useState } from "react";
import { CommentForm } from "@/components/blog/comment-form";
import { Button } from "@/components/ui/button";

type CommentActionsProps = { blogId: string; comment: { id: string; name: string; likes: number } };

export function CommentActions({ blogId, comment }: CommentActionsProps) {
  const [replying, setReplying] = useState(false);
  return (
    <div className="mt-2">
      <div className="flex items-center gap-3 text-sm">
        <Button
          variant="subtle"
          size="sm"
          aria-expanded={replying}
          onClick={() => setReplying((open) => !open)}
        >
          Reply
        </Button>
      </div>
      {replying ? (
        <CommentForm
          blogId={blogId}
          replyTo={{ id: comment.id, name: comment.name }}
          onDone={() => setReplying(false)}
        />
      ) : null}
    </div>
  );
}
