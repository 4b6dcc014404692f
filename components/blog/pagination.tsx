// Previous / "Page X of Y" / Next. Disabled buttons are not links, so they cannot be followed.
import { ListingLink } from "@/components/blog/listing-transition";
import { blogListingHref, paginationState } from "@/lib/blog-listing";

const BUTTON = "rounded-md px-4 py-2 text-sm font-semibold";

function PageButton({ label, page, category, search }: { label: string; page: number | null; category?: string; search?: string }) {
  if (page === null) {
    return (
      <span aria-disabled="true" role="link" className={`${BUTTON} cursor-not-allowed bg-slate-100 text-slate-500`}>
        {label}
      </span>
    );
  }
  return (
    <ListingLink href={blogListingHref({ category, search, page })} scroll className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}>
      {label}
    </ListingLink>
  );
}

export function Pagination(props: { page: number; totalPages: number; category?: string; search?: string }) {
  const state = paginationState(props.page, props.totalPages);
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      <PageButton label="Previous" page={state.previous} category={props.category} search={props.search} />
      <p className="text-sm text-slate-700">
        Page {state.current} of {state.totalPages}
      </p>
      <PageButton label="Next" page={state.next} category={props.category} search={props.search} />
    </nav>
  );
}
