"use client";
// Google Analytics 4 through @next/third-parties: loaded once by the public layout when a
// measurement id is configured (components/public/analytics-id.ts); every helper here is a
// no-op without one.
import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { useEffect } from "react";

export function Analytics({ gaId }: { gaId?: string }) {
  return gaId ? <GoogleAnalytics gaId={gaId} /> : null;
}

export function trackPageView(path: string, title?: string) {
  if (typeof window === "undefined" || !("dataLayer" in window)) return;
  sendGAEvent("event", "page_view", { page_path: path, page_title: title ?? document.title });
}

/** Sends one page-view event when mounted (the News tab's load). */
export function PageViewOnLoad({ enabled, path }: { enabled: boolean; path: string }) {
  useEffect(() => {
    if (enabled) trackPageView(path);
  }, [enabled, path]);
  return null;
}
