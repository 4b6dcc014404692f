import type { Metadata } from "next";
import { BlocksList } from "@/components/admin/inbox/blocks-list";
import { CompanyVerifications } from "@/components/admin/inbox/company-verifications";
import { ModerationInbox } from "@/components/admin/inbox/moderation-inbox";
import { PendingChanges } from "@/components/admin/inbox/pending-changes";
import { SavedRepliesEditor } from "@/components/admin/inbox/saved-replies-editor";

export const metadata: Metadata = { title: "Inbox" };

export default function InboxPage() {
  return (
    <div className="space-y-10">
      <ModerationInbox />
      <PendingChanges kind="job" />
      <PendingChanges kind="event" />
      <CompanyVerifications />
      <SavedRepliesEditor />
      <BlocksList />
    </div>
  );
}
