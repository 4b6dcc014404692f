// Previous/Next links for a server-paginated list; page numbers travel in the URL.
import Link from "next/link";

type PaginationLinksProps = {
  page: number;
  totalPages: number;
  /** Builds the URL of a page, keeping the list's other query parameters. */
  hrefFor: (page: number) => string;
  label: string;
};

const LINK =
  "rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100";
const DISABLED = "rounded-md border border-slate-200 px-4 py-2 text-sm font-medium text-slate-500";

export function PaginationLinks({ page, totalPages, hrefFor, label }: PaginationLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={LINK} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Previous
        </span>
      )}
      <span className="text-sm text-slate-700">
        Page {Math.min(page, totalPages)} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link href={hrefFor(page + 1)} className={LINK} rel="next">
          Next
        </Link>
      ) : (
        <span className={DISABLED} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
