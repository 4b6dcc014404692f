// How each result type is named in the search UI (tabs, badges, the Cmd/Ctrl+K dialog).
import type { SearchType } from "@/lib/search/types";

export const TYPE_LABELS: Record<SearchType, { one: string; many: string }> = {
  post: { one: "Post", many: "Posts" },
  job: { one: "Job", many: "Jobs" },
  event: { one: "Event", many: "Events" },
  certification: { one: "Certification", many: "Certifications" },
};

/** The /search URL of a query, type and page (page 1 and "all types" leave no trace). */
export function searchPageHref(q: string, type?: SearchType, page = 1): string {
  const params = new URLSearchParams({ q });
  if (type) params.set("type", type);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}
