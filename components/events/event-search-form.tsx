// The required event search box: a plain GET form, so the term travels in the URL (?search=) and the
// results load as a whole page from the server's search route (a client-side navigation could keep
// the listing it came from). The filters in effect travel with it.
import { buttonClass } from "@/components/ui/button";
import { DocumentLink } from "@/components/ui/document-link";
import { INPUT_CLASS } from "@/components/ui/field";
import { eventListingHref, type EventListingState } from "@/lib/events/event-listing";

export function EventSearchForm({ state }: { state: EventListingState }) {
  const kept = new URLSearchParams(eventListingHref({ ...state, search: "", page: 1 }).split("?")[1] ?? "");
  return (
    <form
      method="get"
      action="/events"
      role="search"
      aria-label="Search events"
      className="mx-auto flex max-w-xl flex-wrap justify-center gap-2"
    >
      <label htmlFor="event-search" className="sr-only">
        Search events
      </label>
      <input
        id="event-search"
        name="search"
        type="search"
        required
        maxLength={100}
        defaultValue={state.search}
        placeholder="Search events..."
        className={`${INPUT_CLASS} min-w-0 flex-1`}
      />
      {[...kept.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass()}>
        Search
      </button>
      {state.search ? (
        <DocumentLink
          href={eventListingHref({ ...state, search: "", page: 1 })}
          className={buttonClass({ variant: "secondary" })}
        >
          Clear Search
        </DocumentLink>
      ) : null}
    </form>
  );
}
