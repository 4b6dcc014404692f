"use client";
// A post's revisions on its edit screen: newest first, each viewable in a dialog and restorable
// (after confirmation; restoring is itself a save, so the replaced text becomes a revision).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Dialog } from "@/components/ui/dialog";
import { RichHtml } from "@/components/ui/rich-html";
import { Spinner } from "@/components/ui/spinner";
import { Table, type Column } from "@/components/ui/table";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { RevisionDetail, RevisionSummary } from "@/lib/posts/blog-revisions";
import { formatSiteDateTime } from "@/lib/dates";
import { useApiData, useStaffAction } from "../back-office/use-api-data";
import { useSession } from "../back-office/use-session";

export const RESTORE_REVISION_CONFIRMATION =
  "Restore this revision? The current text is kept as a revision too.";

export function BlogRevisions({ blogId }: { blogId: string }) {
  const { role } = useSession();
  const [shown, setShown] = useState<string | null>(null);
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ revisions: RevisionSummary[] }>>(
    role ? `/api/${role}/blog/${blogId}/revisions` : null,
    "Failed to load the revisions",
  );
  const columns: Column<RevisionSummary>[] = [
    { header: "Saved", cell: (revision) => formatSiteDateTime(revision.savedAt) },
    { header: "By", hideBelow: "sm", cell: (revision) => revision.savedBy.name || "—" },
    { header: "Title", hideBelow: "md", cell: (revision) => revision.title },
    {
      header: "Actions",
      cell: (revision) => (
        <RevisionActions blogId={blogId} revision={revision} onShow={() => setShown(revision._id)} />
      ),
    },
  ];
  return (
    <section aria-labelledby="revisions-heading" className="max-w-3xl space-y-3">
      <h2 id="revisions-heading" className="text-xl font-bold text-slate-900">
        Revisions
      </h2>
      <Table
        caption="Revisions, newest first"
        columns={columns}
        rows={data?.revisions}
        rowKey={(revision) => revision._id}
        loading={loading}
        error={error}
        onRetry={reload}
        emptyMessage="No revisions yet: each save keeps the version it replaces."
      />
      {shown && role && (
        <RevisionDialog blogId={blogId} revisionId={shown} role={role} onClose={() => setShown(null)} />
      )}
    </section>
  );
}

function RevisionActions({
  blogId,
  revision,
  onShow,
}: {
  blogId: string;
  revision: RevisionSummary;
  onShow: () => void;
}) {
  const { role } = useSession();
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const label = formatSiteDateTime(revision.savedAt);

  const restore = async () => {
    if (!role || !(await confirm(RESTORE_REVISION_CONFIRMATION, "Restore"))) return;
    setBusy(true);
    await runAction(`/api/${role}/blog/${blogId}/restore/${revision._id}`, "Failed to restore the revision");
    setBusy(false);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={onShow} aria-label={`Show the revision of ${label}`}>
        Show
      </Button>
      <Button
        size="sm"
        onClick={() => void restore()}
        disabled={busy}
        aria-label={`Restore the revision of ${label}`}
      >
        Restore
      </Button>
      {dialog}
    </div>
  );
}

function RevisionDialog({
  blogId,
  revisionId,
  role,
  onClose,
}: {
  blogId: string;
  revisionId: string;
  role: string;
  onClose: () => void;
}) {
  const { data, loading } = useApiData<ApiSuccess<{ revision: RevisionDetail }>>(
    `/api/${role}/blog/${blogId}/revisions/${revisionId}`,
    "Failed to load the revision",
  );
  const revision = data?.revision;
  return (
    <Dialog open onClose={onClose} title="Revision" className="w-full max-w-3xl p-6">
      {!revision ? (
        loading ? (
          <Spinner label="Loading the revision" />
        ) : null
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">
            Saved {formatSiteDateTime(revision.savedAt)}
            {revision.savedBy.name ? ` by ${revision.savedBy.name}` : ""}
            {revision.category.length > 0 ? ` · ${revision.category.join(", ")}` : ""}
          </p>
          <h3 className="text-2xl font-bold text-slate-900">{revision.title}</h3>
          {revision.subTitle && <p className="text-lg text-slate-700">{revision.subTitle}</p>}
          <RichHtml html={revision.description} />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
