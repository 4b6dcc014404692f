"use client";
// Manage Certifications: the list with a 70-character description and delete after confirmation.
import { useState } from "react";
import { formatCalendarDay } from "@/lib/dates";
import { PaginationControls } from "@/components/admin/pagination-controls";
import { Spinner } from "@/components/admin/spinner";
import { useApiData, useStaffAction } from "@/components/admin/use-api-data";
import { ACTION_BUTTON } from "@/components/ui/approval-tabs";
import { htmlExcerpt } from "@/components/ui/html-excerpt";
import { useStaffRole } from "@/components/ui/use-staff-role";
import type { CertificationItem } from "@/lib/data/certifications";
import type { Pagination } from "@/lib/data/paginate";

export const DELETE_CERTIFICATION_CONFIRMATION = "Are you sure you want to delete this Certification?";
/** SPEC section 9: the admin list cuts the description at 70 characters plus an ellipsis. */
const ADMIN_EXCERPT_LENGTH = 70;

type CertificationsResponse = {
  success: boolean;
  certifications: CertificationItem[];
  pagination: Pagination;
};

export function CertificationsAdminList() {
  const role = useStaffRole();
  const [page, setPage] = useState(1);
  const { data, loading, reload } = useApiData<CertificationsResponse>(
    role ? `/api/${role}/certifications?page=${page}` : null,
    "Failed to fetch certifications",
  );

  return (
    <section aria-labelledby="certifications-heading" className="space-y-4">
      <h1 id="certifications-heading" className="text-2xl font-bold text-slate-900">
        Manage Certifications
      </h1>
      {loading ? (
        <Spinner label="Loading certifications" />
      ) : !data || data.certifications.length === 0 ? (
        <p className="text-slate-700">No Certifications found.</p>
      ) : (
        <div className="space-y-6">
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Certifications</caption>
              <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    #
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Title
                  </th>
                  <th scope="col" className="hidden px-3 py-3 md:table-cell">
                    Description
                  </th>
                  <th scope="col" className="hidden px-3 py-3 sm:table-cell">
                    Starts on
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.certifications.map((certification, index) => (
                  <CertificationRow
                    key={certification._id}
                    number={(page - 1) * data.pagination.pageSize + index + 1}
                    certification={certification}
                    onChanged={reload}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {data.pagination.totalPages > 1 ? (
            <PaginationControls page={page} totalPages={data.pagination.totalPages} onPage={setPage} />
          ) : null}
        </div>
      )}
    </section>
  );
}

type RowProps = { number: number; certification: CertificationItem; onChanged: () => void };

function CertificationRow({ number, certification, onChanged }: RowProps) {
  const runAction = useStaffAction();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!window.confirm(DELETE_CERTIFICATION_CONFIRMATION)) return;
    setBusy(true);
    const done = await runAction(
      `/api/admin/delete-certification/${certification._id}`,
      "Failed to delete the certification",
    );
    setBusy(false);
    if (done) onChanged();
  };

  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="px-3 py-3 text-slate-700">{number}</td>
      <td className="px-3 py-3 font-medium text-slate-900">{certification.title}</td>
      <td className="hidden px-3 py-3 text-slate-700 md:table-cell">
        {htmlExcerpt(certification.description, ADMIN_EXCERPT_LENGTH)}
      </td>
      <td className="hidden px-3 py-3 text-slate-700 sm:table-cell">{formatCalendarDay(certification.date)}</td>
      <td className="px-3 py-3">
        <button
          type="button"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Delete ${certification.title}`}
          className={ACTION_BUTTON.remove}
        >
          Delete
        </button>
      </td>
    </tr>
  );
}
