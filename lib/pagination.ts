// The one "Page X of Y" rule (components/ui/pagination.tsx shows it): an empty list is page 0 of 0,
// a page past the end reads as the last one and its Previous goes back into range.

/** "Page X of Y" and the neighbouring pages, null when that control is disabled. */
export function paginationState(page: number, totalPages: number) {
  return {
    current: totalPages === 0 ? 0 : Math.min(Math.max(page, 1), totalPages),
    totalPages,
    previous: page > 1 && totalPages > 0 ? Math.min(page - 1, totalPages) : null,
    next: page < totalPages ? page + 1 : null,
  };
}
