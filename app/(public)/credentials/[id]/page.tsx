// A certificate's public page (issue 44): verified live on every request (issuer, signature, not
// revoked or withdrawn), then what it attests. The same bytes for everyone who opens it.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Link } from "@/components/ui/link";
import { verifyStoredCredential } from "@/lib/credentials";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Certificate", robots: { index: false, follow: false } };

type PageProps = { params: Promise<{ id: string }> };

type Attested = {
  name?: string;
  issuer?: { name?: string; id?: string };
  issuanceDate?: string;
  credentialSubject?: {
    identifier?: Array<{ identityHash?: string }>;
    activityStartDate?: string;
    activityEndDate?: string;
    achievement?: {
      description?: string;
      creator?: { name?: string };
      otherIdentifiers?: Array<{ identifier?: string }>;
      resultDescription?: Array<{ id?: string; name?: string }>;
    };
    result?: Array<{ resultDescription?: string; value?: string }>;
  };
  evidence?: Array<{ name?: string }>;
};

const REASONS: Record<string, string> = {
  withdrawn: "This certificate was withdrawn: its holder's account was closed.",
  revoked: "This certificate was revoked by the issuer.",
};

const day = (iso?: string) =>
  iso
    ? new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }) +
      " UTC"
    : "";

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className="grid gap-1 sm:grid-cols-3">
      <dt className="font-medium text-slate-900">{label}</dt>
      <dd className="break-words text-slate-700 sm:col-span-2">{value}</dd>
    </div>
  );
}

export default async function CredentialPage({ params }: PageProps) {
  const { id } = await params;
  const result = await verifyStoredCredential(id);
  if (!result) notFound();
  const attested = (result.credential ?? {}) as Attested;
  const subject = attested.credentialSubject;
  const credits = (subject?.result ?? []).map((entry) => {
    const described = subject?.achievement?.resultDescription?.find(
      (one) => one.id === entry.resultDescription,
    );
    return `${entry.value ?? ""} ${described?.name ?? ""}`.trim();
  });
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
        {attested.name || "Certificate"}
      </h1>
      {result.verified ? (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-4 font-semibold text-green-900"
        >
          Verified: issued by {attested.issuer?.name ?? "this site"}, signature valid, not revoked.
        </p>
      ) : (
        <div role="status" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Not verified</p>
          <ul className="mt-1 list-disc pl-5">
            {result.errors.map((error) => (
              <li key={error}>{REASONS[error] ?? error}</li>
            ))}
          </ul>
        </div>
      )}
      {subject ? (
        <dl className="space-y-3">
          <Row label="Awarded to" value={subject.identifier?.[0]?.identityHash ?? ""} />
          <Row label="What" value={subject.achievement?.description ?? ""} />
          <Row label="Organiser" value={subject.achievement?.creator?.name ?? ""} />
          <Row label="From" value={day(subject.activityStartDate)} />
          <Row label="To" value={day(subject.activityEndDate)} />
          <Row label="Credits" value={credits.join(", ")} />
          <Row label="Activity ID" value={subject.achievement?.otherIdentifiers?.[0]?.identifier ?? ""} />
          <Row
            label="Attendance verified by"
            value={(attested.evidence ?? []).map((one) => one.name).join("; ")}
          />
          <Row label="Issued" value={day(attested.issuanceDate)} />
          <Row label="Issuer" value={attested.issuer?.id ?? ""} />
        </dl>
      ) : null}
      <p className="text-sm text-slate-600">
        An Open Badges 3.0 credential (W3C Verifiable Credential, VC-JWT). Anyone can check it with any
        Verifiable Credentials tool against the issuer&rsquo;s key at{" "}
        <Link href="/.well-known/did.json" className="text-brand underline" prefetch={false}>
          /.well-known/did.json
        </Link>
        , or post it to <code className="break-all">/api/credentials/verify</code>.
      </p>
    </div>
  );
}
