import type { Metadata, Viewport } from "next";
import { Toaster } from "@/components/toaster";
import { getPublicEnv } from "@/lib/env";
import "./globals.css";

export function generateMetadata(): Metadata {
  const { NEXT_PUBLIC_SITE_NAME, NEXT_PUBLIC_SITE_URL } = getPublicEnv();
  return {
    metadataBase: new URL(NEXT_PUBLIC_SITE_URL),
    title: {
      default: `${NEXT_PUBLIC_SITE_NAME} – Your go to HR News`,
      template: `%s | ${NEXT_PUBLIC_SITE_NAME}`,
    },
    description: "HR industry news, blogs, events, jobs and certifications.",
    // Pages that set their own `alternates` (lib/seo/metadata.ts) repeat this feed link.
    alternates: {
      types: { "application/rss+xml": [{ url: "/feed.xml", title: `${NEXT_PUBLIC_SITE_NAME} RSS feed` }] },
    },
    openGraph: { type: "website", siteName: NEXT_PUBLIC_SITE_NAME, locale: "en_GB" },
    twitter: { card: "summary_large_image" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#1d4ed8" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
