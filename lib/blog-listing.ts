// The home listing's URL state and pagination, free of zod so the browser can use them cheaply.
import { ALL_CATEGORY } from "@/lib/constants";

/** The home page URL for a listing state; defaults (All, no search, page 1) are left out. */
export function blogListingHref(state: { category?: string; search?: string; page?: number }): string {
  const params = new URLSearchParams();
  if (state.category && state.category !== ALL_CATEGORY) params.set("category", state.category);
  if (state.search) params.set("search", state.search);
  if (state.page && state.page > 1) params.set("page", String(state.page));
  const query = params.toString();
  return query ? `/?${query}` : "/";
}

/** "Page X of Y" (X is 0 when there are no results) and the neighbouring pages, null when disabled. */
export function paginationState(page: number, totalPages: number) {
  return {
    current: totalPages === 0 ? 0 : page,
    totalPages,
    previous: page > 1 ? Math.max(1, Math.min(page - 1, totalPages)) : null,
    next: page < totalPages ? page + 1 : null,
  };
}
