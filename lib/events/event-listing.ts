// The /events listing's URLs (zod-free, shared by pages and proxy.ts): unfiltered lists live
// at /events and /events/page/N (cached); a search or any filter is a query string, rendered
// uncached by app/(public)/events/search.
import { pagedPath } from "@/lib/posts/blog-listing";
import type { EventAttendance } from "@/lib/constants";
import type { CpdBody } from "@/lib/cpd/rules";

export type EventListingState = {
  search: string;
  page: number;
  when?: "upcoming" | "past";
  attendance?: EventAttendance;
  free: boolean;
  credits: boolean;
  /** Events giving credits of this body (SHRM, HRCI or CIPD). */
  body?: CpdBody;
};

/** Query parameters that narrow the list. */
export const EVENT_FILTER_PARAMS = ["when", "attendance", "free", "credits", "body"] as const;

export function isFilteredEventListing(state: EventListingState): boolean {
  return Boolean(state.search || state.when || state.attendance || state.free || state.credits || state.body);
}

/** The URL of a listing state: the path form without search and filters, `/events?…` with them. */
export function eventListingHref(state: EventListingState): string {
  if (!isFilteredEventListing(state)) return pagedPath("/events", state.page);
  const params = new URLSearchParams();
  if (state.search) params.set("search", state.search);
  if (state.when) params.set("when", state.when);
  if (state.attendance) params.set("attendance", state.attendance);
  if (state.free) params.set("free", "1");
  if (state.credits) params.set("credits", "1");
  if (state.body) params.set("body", state.body);
  if (state.page > 1) params.set("page", String(state.page));
  return `/events?${params.toString()}`;
}
