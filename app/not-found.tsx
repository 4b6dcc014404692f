// Not-found for any unmatched URL, with the site's top bar and the main sections. No footer: Next
// sends this tree in every page's inline payload (the root layout's not-found boundary), so it is
// kept to what a lost reader needs.
import { Link } from "@/components/ui/link";
import { TopBar } from "@/components/public/top-bar";
import { getPublicEnv } from "@/lib/env";
import { buttonClass } from "@/components/ui/button";

export default function NotFound() {
  const { NEXT_PUBLIC_SITE_NAME } = getPublicEnv();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200">
        <TopBar siteName={NEXT_PUBLIC_SITE_NAME} />
      </header>
      <main id="main" className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Page not found</h1>
        <p className="mt-4 text-slate-700">The page you are looking for does not exist.</p>
        <Link href="/" className={buttonClass({ pill: true, size: "lg", className: "mt-8" })}>
          Back to the news
        </Link>
        <p className="mt-8 text-sm text-slate-700">
          Or browse{" "}
          <Link href="/jobs" className="text-brand underline">
            jobs
          </Link>
          ,{" "}
          <Link href="/events" className="text-brand underline">
            events
          </Link>{" "}
          and{" "}
          <Link href="/certifications" className="text-brand underline">
            certifications
          </Link>
          .
        </p>
      </main>
    </div>
  );
}
