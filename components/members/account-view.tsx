"use client";
// /account: the member's profile, preferences, their data (export, delete) and sign out. Everything
// loads in the browser from /api/members/*; the page itself is the same for everyone.
import { Link } from "@/components/ui/link";
import { buttonClass } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Spinner } from "@/components/ui/spinner";
import { useMember } from "./use-member";
import { ProfileForm } from "./profile-form";
import { PreferencesPanel } from "./preferences-panel";
import { AccountDataPanel } from "./account-data-panel";

export function AccountView() {
  const { member, loading, error, mutate } = useMember({ always: true });

  if (error)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError
          message="Your account could not be loaded. Please try again in a moment."
          onRetry={() => void mutate()}
        />
      </div>
    );

  if (member === undefined || loading)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <Spinner label="Loading your account" />
      </div>
    );
  if (member === null)
    return (
      <section
        aria-labelledby="account-heading"
        className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center"
      >
        <h1 id="account-heading" className="text-2xl font-bold text-slate-900">
          Your account
        </h1>
        <p className="text-slate-700">You are not signed in.</p>
        <Link href="/account/sign-in" className={buttonClass({ pill: true })}>
          Sign in
        </Link>
      </section>
    );

  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your account</h1>
      <p className="text-slate-700">
        Signed in as <strong>{member.email}</strong>
      </p>
      <nav aria-label="Your pages" className="flex flex-wrap gap-3">
        <Link href="/account/cpd" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Your CPD record
        </Link>
        <Link href="/account/events" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Your events
        </Link>
        <Link href="/account/jobs" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Your jobs
        </Link>
        <Link href="/account/companies" className={buttonClass({ variant: "secondary", size: "sm" })}>
          Your companies
        </Link>
      </nav>
      <ProfileForm
        member={member}
        onSaved={(next) => {
          void mutate(next, { revalidate: false });
        }}
      />
      <PreferencesPanel />
      <AccountDataPanel />
    </div>
  );
}
