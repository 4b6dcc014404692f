import type { Metadata } from "next";
import { BlocksList } from "@/components/admin/inbox/blocks-list";
import { CompanyVerifications } from "@/components/admin/inbox/company-verifications";
import { JobChanges } from "@/components/admin/inbox/job-changes";
import { ModerationInbox } from "@/components/admin/inbox/moderation-inbox";
import { SavedRepliesEditor } from "@/components/admin/inbox/saved-replies-editor";

export const metadata: Metadata = { title: "Inbox" };

export default function InboxPage() {
  return (
    <div className="space-y-10">
      <ModerationInbox />
      <JobChanges />
      <CompanyVerifications />
      <SavedRepliesEditor />
      <BlocksList />
    </div>
  );
}
