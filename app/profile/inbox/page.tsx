import type { Metadata } from "next";
import { BlocksList } from "@/components/moderation/inbox/blocks-list";
import { CompanyVerifications } from "@/components/moderation/inbox/company-verifications";
import { InboxSummary } from "@/components/moderation/inbox/inbox-summary";
import { ModerationInbox } from "@/components/moderation/inbox/moderation-inbox";
import { PendingChanges } from "@/components/moderation/inbox/pending-changes";
import { SavedRepliesEditor } from "@/components/moderation/inbox/saved-replies-editor";

export const metadata: Metadata = { title: "Inbox" };

export default function InboxPage() {
  return (
    <InboxSummary>
      <div className="space-y-10">
        <ModerationInbox />
        <PendingChanges kind="job" />
        <PendingChanges kind="event" />
        <CompanyVerifications />
        <SavedRepliesEditor />
        <BlocksList />
      </div>
    </InboxSummary>
  );
}
