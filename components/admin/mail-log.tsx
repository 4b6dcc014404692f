"use client";
// /profile/mail (admins): every mail the site sent or tried to send, newest first.
import { useState } from "react";
import { MAIL_STATUSES, type MailStatus } from "@/lib/constants";
import { INPUT_CLASS } from "./form-field";
import { PaginationControls } from "./pagination-controls";
import { Spinner } from "./spinner";
import { useApiData } from "./use-api-data";

type MailEntry = {
  id: string;
  to: string;
  kind: string;
  subject: string;
  status: MailStatus;
  error: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
};
type MailLogResponse = {
  success: boolean;
  configured: boolean;
  mails: MailEntry[];
  pagination: { page: number; totalPages: number; total: number };
};

const STATUS_STYLE: Record<MailStatus, string> = {
  queued: "text-slate-700",
  sending: "text-slate-700",
  sent: "text-green-800",
  failed: "text-red-700",
  "not sent": "text-amber-800",
};

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString("en-GB");
}

export function MailLog() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<MailStatus | "">("");
  const params = new URLSearchParams({ page: String(page) });
  if (status) params.set("status", status);
  const { data, loading } = useApiData<MailLogResponse>(
    `/api/admin/mail?${params}`,
    "Failed to fetch the mail log",
  );

  return (
    <section aria-labelledby="mail-heading" className="space-y-4">
      <h1 id="mail-heading" className="text-2xl font-bold text-slate-900">
        Mail log
      </h1>
      <div className="max-w-xs">
        <label htmlFor="mail-status" className="mb-1 block text-sm font-medium text-slate-700">
          Status
        </label>
        <select
          id="mail-status"
          className={INPUT_CLASS}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as MailStatus | "");
            setPage(1);
          }}
        >
          <option value="">All</option>
          {MAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      {loading && !data ? (
        <Spinner label="Loading the mail log" />
      ) : !data || data.mails.length === 0 ? (
        <p className="text-slate-600">No mail recorded yet.</p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Mail log, newest first</caption>
              <thead className="bg-slate-100 text-xs text-slate-700 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-3">
                    Time
                  </th>
                  <th scope="col" className="px-3 py-3">
                    To
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Kind
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Subject
                  </th>
                  <th scope="col" className="px-3 py-3">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.mails.map((mail) => (
                  <tr key={mail.id} className="border-t border-slate-200 align-top">
                    <td className="px-3 py-3 whitespace-nowrap text-slate-700">
                      {formatTime(mail.createdAt)}
                    </td>
                    <td className="px-3 py-3 break-all text-slate-900">{mail.to}</td>
                    <td className="px-3 py-3 font-mono text-xs text-slate-800">{mail.kind}</td>
                    <td className="px-3 py-3 text-slate-800">{mail.subject}</td>
                    <td className={`px-3 py-3 font-medium ${STATUS_STYLE[mail.status]}`}>
                      {mail.status}
                      {mail.attempts > 1 && (
                        <span className="block text-xs text-slate-600">{mail.attempts} attempts</span>
                      )}
                      {mail.error && (
                        <span className="block text-xs font-normal text-slate-700">{mail.error}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data.pagination.totalPages > 1 && (
            <PaginationControls
              page={data.pagination.page}
              totalPages={data.pagination.totalPages}
              onPage={setPage}
              disabled={loading}
            />
          )}
        </>
      )}
    </section>
  );
}
