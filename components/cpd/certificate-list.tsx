"use client";
// /account/cpd: the member's attendance certificates (issue 44), each with its public page (which
// verifies it live) and its signed JSON, and the audit pack for a certifying body.
import useSWR from "swr";
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import type { CredentialSummary } from "@/lib/credentials";
import { formatSiteDate } from "@/lib/dates";

const KEY = "/api/members/me/credentials";

export function CertificateList() {
  const { data } = useSWR(KEY, (path: string) =>
    apiRequest<ApiSuccess<{ credentials: CredentialSummary[] }>>(path),
  );
  const certificates = data?.credentials ?? [];
  return (
    <div className="space-y-4">
      <p className="text-slate-700">
        Each attendance checked at the door or confirmed with the event&rsquo;s code gives you a certificate
        (Open Badges 3.0) that anyone can check online.
      </p>
      {data && certificates.length === 0 ? <p className="text-slate-700">No certificates yet.</p> : null}
      {certificates.length ? (
        <ul className="space-y-2">
          {certificates.map((certificate) => (
            <li
              key={certificate.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-3"
            >
              <span className="min-w-0 font-medium break-words text-slate-900">{certificate.name}</span>
              <span className="text-sm text-slate-600">
                {formatSiteDate(certificate.issuedAt)}
                {certificate.revoked ? " · revoked" : ""}
              </span>
              <Link href={`/credentials/${certificate.id}`} className="text-brand font-medium underline">
                Check the certificate<span className="sr-only">: {certificate.name}</span>
              </Link>
              <a href={`${KEY}/${certificate.id}`} download className="text-brand font-medium underline">
                JSON<span className="sr-only"> of {certificate.name}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <a
        href="/api/members/me/cpd/audit-pack.zip"
        download
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        Download audit pack
      </a>
    </div>
  );
}
