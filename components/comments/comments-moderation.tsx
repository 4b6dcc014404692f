"use client";
// Comment moderation: Approved / Not Approved tabs (default Approved), approve pending
// comments, delete any comment after confirmation.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table, type Column } from "@/components/ui/table";
import { Tabs } from "@/components/ui/tabs";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { ModerationComment } from "@/lib/comments/comment-moderation";
import { formatSiteDate } from "@/lib/dates";
import { StaffReplyButton } from "./staff-reply";
import { APPROVAL_TABS, type ApprovalTab } from "../back-office/approval-tabs";
import { useApiData, useStaffAction } from "../back-office/use-api-data";
import { useSession } from "../back-office/use-session";
import { PageSection } from "@/components/ui/page-section";

export const DELETE_COMMENT_CONFIRMATION = "Are you sure you want to delete this comment?";

const COLUMNS: Column<ModerationComment>[] = [
  {
    header: "Blog Title & Comment",
    cell: (comment) => (
      <>
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
      </>
    ),
  },
  { header: "Date", hideBelow: "md", cell: (comment) => formatSiteDate(comment.createdAt) },
  { header: "Actions", cell: (comment) => <CommentActions comment={comment} /> },
];

export function CommentsModeration() {
  const { role } = useSession();
  const [tab, setTab] = useState<ApprovalTab>("approved");
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ comments: ModerationComment[] }>>(
    role ? `/api/${role}/comments?status=${tab}` : null,
    "Failed to fetch comments",
  );

  return (
    <PageSection id="comments" title="Comments">
      <Tabs tabs={APPROVAL_TABS} value={tab} onChange={setTab} label="Comment status" idPrefix="comments" />
      <div id="comments-panel" role="tabpanel" aria-labelledby={`comments-tab-${tab}`}>
        <Table
          caption="Comments"
          columns={COLUMNS}
          rows={data?.comments}
          rowKey={(comment) => comment._id}
          loading={loading}
          error={error}
          onRetry={reload}
          emptyMessage="No comments found."
        />
      </div>
    </PageSection>
  );
}

function CommentActions({ comment }: { comment: ModerationComment }) {
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);

  const act = async (path: string, fallback: string) => {
    setBusy(true);
    await runAction(path, fallback);
    setBusy(false);
  };
  const remove = async () => {
    if (await confirm(DELETE_COMMENT_CONFIRMATION))
      await act(`/api/profile/delete-comment/${comment._id}`, "Failed to delete the comment");
  };

  return (
    <div className="flex flex-wrap gap-2">
      {!comment.isApproved && (
        <Button
          variant="approve"
          size="sm"
          disabled={busy}
          onClick={() =>
            void act(`/api/profile/approve-comment/${comment._id}`, "Failed to approve the comment")
          }
          aria-label={`Approve comment by ${comment.name}`}
        >
          Approve
        </Button>
      )}
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={remove}
        aria-label={`Delete comment by ${comment.name}`}
      >
        Delete
      </Button>
      {comment.isApproved ? <StaffReplyButton commentId={comment._id} /> : null}
      {dialog}
    </div>
  );
}
