"use client";
// /account/cpd: the member's continuing-education record — progress per body and cycle, the
// activities, a form to add one, the cycle dates and the CSV/PDF downloads. Loaded in the browser.
import { Link } from "@/components/ui/link";
import { CertificateList } from "@/components/cpd/certificate-list";
import { buttonClass } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMember } from "@/components/members/use-member";
import { CycleForm } from "./cycle-form";
import { CycleProgressList } from "./cycle-progress-list";
import { EntryForm } from "./entry-form";
import { EntryList } from "./entry-list";
import { useCpdRecord } from "./use-cpd";

export function CpdView() {
  const { member, loading } = useMember({ always: true });
  const { data, error, mutate } = useCpdRecord(Boolean(member));
  const refresh = () => void mutate();

  if (member === undefined || loading) return <Spinner label="Loading your CPD record" />;
  if (member === null)
    return (
      <div className="space-y-4 text-center">
        <p className="text-slate-700">Sign in to keep your CPD record.</p>
        <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
          Sign in
        </Link>
      </div>
    );
  if (error) return <p role="alert">Your CPD record could not be loaded. Please try again in a moment.</p>;
  if (!data) return <Spinner label="Loading your CPD record" />;

  return (
    <div className="space-y-10">
      <section aria-labelledby="cpd-progress" className="space-y-4">
        <h2 id="cpd-progress" className="text-xl font-semibold text-slate-900">
          Progress
        </h2>
        <CycleProgressList cycles={data.cycles} />
        <div className="flex flex-wrap gap-3">
          <a
            href="/api/members/me/cpd.pdf"
            download
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Download PDF
          </a>
          <a
            href="/api/members/me/cpd.csv"
            download
            className={buttonClass({ variant: "secondary", size: "sm" })}
          >
            Download CSV
          </a>
        </div>
      </section>
      <section aria-labelledby="cpd-certificates" className="space-y-4">
        <h2 id="cpd-certificates" className="text-xl font-semibold text-slate-900">
          Certificates
        </h2>
        <CertificateList />
      </section>
      <section aria-labelledby="cpd-activities" className="space-y-4">
        <h2 id="cpd-activities" className="text-xl font-semibold text-slate-900">
          Activities
        </h2>
        <EntryList entries={data.entries} onChanged={refresh} />
      </section>
      <section aria-labelledby="cpd-add" className="space-y-4">
        <h2 id="cpd-add" className="text-xl font-semibold text-slate-900">
          Add an activity
        </h2>
        <EntryForm onSaved={refresh} />
      </section>
      <section aria-labelledby="cpd-cycles" className="space-y-4">
        <h2 id="cpd-cycles" className="text-xl font-semibold text-slate-900">
          Your cycles
        </h2>
        <p className="text-sm text-slate-700">
          Enter the date your current recertification period began (SHRM and HRCI: three years; CIPD: a year).
        </p>
        <CycleForm onSaved={refresh} />
      </section>
    </div>
  );
}
