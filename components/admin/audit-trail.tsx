"use client";
// The audit trail (admins): who changed what and when, newest first, 30 lines a page.
import { useState } from "react";
import { PaginationControls } from "./pagination-controls";
import { Spinner } from "./spinner";
import { useApiData } from "./use-api-data";

type AuditEntry = {
  _id: string;
  user: { id: string | null; name: string; email: string };
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  createdAt: string;
};
type AuditResponse = {
  success: boolean;
  entries: AuditEntry[];
  pagination: { page: number; totalPages: number; total: number };
};

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString("en-GB");
}

export function AuditTrail() {
  const [page, setPage] = useState(1);
  const { data, loading } = useApiData<AuditResponse>(`/api/admin/audit?page=${page}`, "Failed to fetch the audit trail");

  return (
    <section aria-labelledby="audit-heading" className="space-y-4">
      <h1 id="audit-heading" className="text-2xl font-bold text-slate-900">
        Audit trail
      </h1>
      {loading ? (
        <Spinner label="Loading the audit trail" />
      ) : !data || data.entries.length === 0 ? (
        <p className="text-slate-600">No actions recorded yet.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Audit trail, newest first</caption>
              <thead className="bg-slate-100 text-xs uppercase text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-3">Time</th>
                  <th scope="col" className="px-3 py-3">User</th>
                  <th scope="col" className="px-3 py-3">Action</th>
                  <th scope="col" className="px-3 py-3">Target</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry._id} className="border-t border-slate-200 align-top">
                    <td className="whitespace-nowrap px-3 py-3 text-slate-700">{formatTime(entry.createdAt)}</td>
                    <td className="px-3 py-3 text-slate-800">
                      {entry.user.name || "Unknown"}
                      {entry.user.email && <span className="block text-xs text-slate-600">{entry.user.email}</span>}
                    </td>
                    <td className="px-3 py-3 font-mono text-xs text-slate-800">{entry.action}</td>
                    <td className="break-words px-3 py-3 text-slate-800">
                      {entry.targetType}
                      {entry.targetId && <span className="block font-mono text-xs text-slate-600">{entry.targetId}</span>}
                      {entry.summary && <span className="block text-xs text-slate-700">{entry.summary}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pagination.totalPages > 1 && (
            <PaginationControls page={data.pagination.page} totalPages={data.pagination.totalPages} onPage={setPage} />
          )}
        </>
      )}
    </section>
  );
}
