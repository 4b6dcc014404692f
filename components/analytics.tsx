"use client";
// Google Analytics 4 through @next/third-parties: loaded once by the public layout when a
// measurement id is configured (components/public/analytics-id.ts); every helper here is a
// no-op without one.
import { GoogleAnalytics, sendGAEvent } from "@next/third-parties/google";
import { useEffect } from "react";

const READY_POLL_MS = 100;
const READY_TIMEOUT_MS = 10_000;

export function Analytics({ gaId }: { gaId?: string }) {
  return gaId ? <GoogleAnalytics gaId={gaId} /> : null;
}

function analyticsReady(): boolean {
  return typeof window !== "undefined" && "dataLayer" in window;
}

export function trackPageView(path: string, title?: string) {
  if (!analyticsReady()) return;
  sendGAEvent("event", "page_view", { page_path: path, page_title: title ?? document.title });
}

/**
 * Sends one page-view event when mounted (the News tab's load). GA's init script runs after
 * hydration, so wait for its data layer rather than dropping the event.
 */
export function PageViewOnLoad({ enabled, path }: { enabled: boolean; path: string }) {
  useEffect(() => {
    if (!enabled) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (analyticsReady()) trackPageView(path);
      else if (Date.now() - started < READY_TIMEOUT_MS) timer = setTimeout(attempt, READY_POLL_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [enabled, path]);
  return null;
}
