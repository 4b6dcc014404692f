"use client";
// Blocked submitters (from the spam tool): their e-mail or client address, when, and Unblock.
import { useApiData, useStaffAction } from "@/components/back-office/use-api-data";
import { Button } from "@/components/ui/button";
import { Table, type Column } from "@/components/ui/table";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { BlockEntry } from "@/lib/moderation/moderation-blocks";
import { formatSiteDateTime } from "@/lib/dates";

export function BlocksList() {
  const role = useStaffRole();
  const { data, loading, error, reload } = useApiData<ApiSuccess<{ blocks: BlockEntry[] }>>(
    role ? `/api/${role}/moderation/blocks` : null,
    "Failed to load the blocked submitters",
  );
  const columns: Column<BlockEntry>[] = [
    { header: "Blocked", cell: (block) => block.email ?? `Address ${block.address ?? ""}` },
    { header: "Since", hideBelow: "sm", cell: (block) => formatSiteDateTime(block.createdAt) },
    { header: "Actions", cell: (block) => <UnblockButton block={block} /> },
  ];
  return (
    <section aria-labelledby="blocks-heading" className="space-y-4">
      <h2 id="blocks-heading" className="text-xl font-bold text-slate-900">
        Blocked submitters
      </h2>
      <Table
        caption="Blocked submitters"
        columns={columns}
        rows={data?.blocks}
        rowKey={(block) => block._id}
        loading={loading}
        error={error}
        onRetry={reload}
        emptyMessage="Nobody is blocked."
      />
    </section>
  );
}

function UnblockButton({ block }: { block: BlockEntry }) {
  const role = useStaffRole();
  const runAction = useStaffAction();
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() =>
        void runAction(`/api/${role}/moderation/unblock/${block._id}`, "Failed to remove the block")
      }
      aria-label={`Unblock ${block.email ?? block.address ?? ""}`}
    >
      Unblock
    </Button>
  );
}
