"use client";
// Manage Certifications: the list with a 70-character description, edit, and delete after confirmation.
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { useStaffAction } from "@/components/back-office/use-api-data";
import { usePagedTable } from "@/components/back-office/use-paged-table";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { htmlExcerpt } from "@/lib/html/html-excerpt";
import { PageSection } from "@/components/ui/page-section";
import { Table, type Column } from "@/components/ui/table";
import { useStaffRole } from "@/components/back-office/use-staff-role";
import type { ApiSuccess } from "@/lib/api/api-client";
import type { CertificationItem, CertificationPage } from "@/lib/certifications/certifications";
import { formatCalendarDay } from "@/lib/dates";

export const DELETE_CERTIFICATION_CONFIRMATION = "Are you sure you want to delete this Certification?";
/** SPEC section 9: the admin list cuts the description at 70 characters plus an ellipsis. */
const ADMIN_EXCERPT_LENGTH = 70;

export function CertificationsAdminList() {
  const role = useStaffRole();
  const { data, page, table } = usePagedTable(
    role ? `/api/${role}/certifications` : null,
    "Failed to fetch certifications",
    (data: ApiSuccess<CertificationPage>) => data.certifications,
  );
  const firstNumber = data ? (page - 1) * data.pagination.pageSize + 1 : 1;
  const columns: Column<CertificationItem>[] = [
    { header: "#", cell: (_item, index) => firstNumber + index },
    { header: "Title", cell: (item) => <span className="font-medium text-slate-900">{item.title}</span> },
    {
      header: "Description",
      hideBelow: "md",
      cell: (item) => htmlExcerpt(item.description, ADMIN_EXCERPT_LENGTH),
    },
    { header: "Starts on", hideBelow: "sm", cell: (item) => formatCalendarDay(item.date) },
    { header: "Actions", cell: (item) => <CertificationActions certification={item} /> },
  ];

  return (
    <PageSection id="certifications" title="Manage Certifications">
      <Table
        caption="Certifications"
        columns={columns}
        rowKey={(item) => item._id}
        emptyMessage="No Certifications found."
        {...table}
      />
    </PageSection>
  );
}

function CertificationActions({ certification }: { certification: CertificationItem }) {
  const runAction = useStaffAction();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!(await confirm(DELETE_CERTIFICATION_CONFIRMATION))) return;
    setBusy(true);
    await runAction(
      `/api/admin/delete-certification/${certification._id}`,
      "Failed to delete the certification",
    );
    setBusy(false);
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Link
        href={`/profile/certifications/${certification._id}/edit`}
        className={buttonClass({ variant: "secondary", size: "sm" })}
        aria-label={`Edit ${certification.title}`}
      >
        Edit
      </Link>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        onClick={() => void remove()}
        aria-label={`Delete ${certification.title}`}
      >
        Delete
      </Button>
      {dialog}
    </div>
  );
}
