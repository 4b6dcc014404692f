// The public shell around every reader page: top bar, section tabs, footer and analytics.
import { Analytics } from "@/components/analytics";
import { analyticsId } from "@/components/public/analytics-id";
import { Footer } from "@/components/public/footer";
import { TabPills } from "@/components/public/tab-pills";
import { TopBar } from "@/components/public/top-bar";
import { getPublicEnv } from "@/lib/env";

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  const env = getPublicEnv();
  const gaId = analyticsId();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 pb-4">
        <TopBar siteName={env.NEXT_PUBLIC_SITE_NAME} />
        <TabPills analytics={Boolean(gaId)} />
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer brand={env.NEXT_PUBLIC_SITE_NAME} />
      <Analytics gaId={gaId} />
    </div>
  );
}
