// The required event search box; the term travels in the URL (?search=), so results are server-rendered.
import Form from "next/form";
import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/field";

export function EventSearchForm({ search }: { search: string }) {
  return (
    <Form
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
        defaultValue={search}
        placeholder="Search events..."
        className={`${INPUT_CLASS} min-w-0 flex-1`}
      />
      <button type="submit" className={buttonClass()}>
        Search
      </button>
      {search ? (
        <Link href="/events" className={buttonClass({ variant: "secondary" })}>
          Clear Search
        </Link>
      ) : null}
    </Form>
  );
}
