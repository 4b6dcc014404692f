// Previous / "Page X of Y" / Next for the back-office lists.
type PaginationControlsProps = { page: number; totalPages: number; onPage: (page: number) => void; disabled?: boolean };

export function PaginationControls({ page, totalPages, onPage, disabled = false }: PaginationControlsProps) {
  const buttonClass =
    "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50";
  return (
    <nav aria-label="Pagination" className="flex items-center justify-center gap-3">
      <button type="button" className={buttonClass} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {totalPages === 0 ? 0 : page} of {totalPages}
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={disabled || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
