"use client";
// One item of the moderation inbox: its checkbox, type and state, a preview, where it belongs,
// who sent it and when, the decision so far, and its own action buttons.
import type { Ref } from "react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { StaffReplyButton } from "@/components/comments/staff-reply";
import type { InboxItem } from "@/lib/moderation/moderation-inbox";
import { formatSiteDateTime } from "@/lib/dates";
import { WordingFindings } from "@/components/jobs/wording-findings";
import { JobClassification } from "@/components/jobs/job-classification";

export type ItemAction = "approve" | "reject" | "spam" | "delete";

const TYPE_LABEL = { comment: "Comment", event: "Event", job: "Job" } as const;
const STATE_TONE: Record<InboxItem["state"], BadgeTone> = {
  pending: "warning",
  approved: "success",
  rejected: "danger",
};
const STATE_LABEL = { pending: "Pending", approved: "Approved", rejected: "Rejected" } as const;

export function describeItem(item: InboxItem): string {
  return `${TYPE_LABEL[item.type]}: ${item.title || item.preview}`;
}

type InboxItemRowProps = {
  item: InboxItem;
  focused: boolean;
  selected: boolean;
  busy: boolean;
  itemRef: Ref<HTMLLIElement>;
  onFocus: () => void;
  onToggle: () => void;
  onAction: (action: ItemAction) => void;
};

export function InboxItemRow({
  item,
  focused,
  selected,
  busy,
  itemRef,
  onFocus,
  onToggle,
  onAction,
}: InboxItemRowProps) {
  const name = describeItem(item);
  const checkboxId = `inbox-select-${item.type}-${item.id}`;
  return (
    <li
      ref={itemRef}
      tabIndex={focused ? 0 : -1}
      onFocus={onFocus}
      aria-label={`${name}${selected ? ", selected" : ""}`}
      className={`focus-visible:ring-brand rounded-lg border bg-white p-4 shadow-sm outline-none focus-visible:ring-2 ${
        focused ? "border-brand" : "border-slate-200"
      } ${selected ? "bg-sky-50" : ""}`}
    >
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 h-4 w-4"
          checked={selected}
          onChange={onToggle}
          aria-label={`Select ${name}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone="info">{TYPE_LABEL[item.type]}</Badge>
            <Badge tone={STATE_TONE[item.state]}>{STATE_LABEL[item.state]}</Badge>
            {item.spam ? <Badge tone="danger">Spam</Badge> : null}
            <span className="text-xs text-slate-600">Arrived {formatSiteDateTime(item.createdAt)}</span>
          </p>
          {item.type !== "comment" && item.title ? (
            <p className="font-semibold text-slate-900">{item.title}</p>
          ) : null}
          <p className="break-words whitespace-pre-line text-slate-800">{item.preview}</p>
          {item.wordingFindings ? (
            <WordingFindings findings={item.wordingFindings} title="Wording to check in this ad" />
          ) : null}
          {item.classification ? <JobClassification item={item} /> : null}
          {item.post ? (
            <p className="text-sm text-slate-700">
              <span className="font-medium">On: </span>
              {item.post.title}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">
            <span className="font-medium">From: </span>
            {[item.submitter.name, item.submitter.email].filter(Boolean).join(" · ") ||
              "No name or e-mail given"}
          </p>
          {item.flags ? (
            <div className="text-sm text-slate-700">
              <p>
                <Badge tone="danger">Flagged {item.flags.count}×</Badge>
                {item.flags.kept ? <span className="ml-2 text-xs">Kept by a moderator</span> : null}
              </p>
              <ul className="mt-1 list-disc pl-5">
                {item.flags.reasons.map((flag, index) => (
                  <li key={index}>
                    {flag.reason}
                    {flag.note ? `: ${flag.note}` : ""}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {item.state === "rejected" && item.reason ? (
            <p className="text-sm text-slate-700">
              <span className="font-medium">Reason: </span>
              {item.reason}
            </p>
          ) : null}
          {item.decidedAt ? (
            <p className="text-xs text-slate-600">
              Decided {formatSiteDateTime(item.decidedAt)}
              {item.decidedBy ? ` by ${item.decidedBy}` : ""}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 pl-7">
        {item.state !== "approved" || (item.flags && !item.flags.kept) ? (
          <Button
            variant="approve"
            size="sm"
            disabled={busy}
            onClick={() => onAction("approve")}
            aria-label={`${item.state === "approved" ? "Keep" : "Approve"} ${name}`}
          >
            {item.state === "approved" ? "Keep" : "Approve"}
          </Button>
        ) : null}
        {item.state !== "rejected" ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onAction("reject")}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        ) : null}
        {!item.spam ? (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onAction("spam")}
            aria-label={`Mark ${name} as spam`}
          >
            Spam
          </Button>
        ) : null}
        {item.type === "comment" && item.state === "approved" ? (
          <StaffReplyButton commentId={item.id} />
        ) : null}
        <Button
          variant="danger"
          size="sm"
          disabled={busy}
          onClick={() => onAction("delete")}
          aria-label={`Delete ${name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
