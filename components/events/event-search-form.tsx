// The required event search box; the term travels in the URL (?search=), so results are server-rendered.
import Form from "next/form";
import Link from "next/link";

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
        className="focus:border-brand focus:ring-brand/30 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:ring-2"
      />
      <button
        type="submit"
        className="bg-brand hover:bg-brand-dark rounded-md px-5 py-2 font-medium text-white"
      >
        Search
      </button>
      {search ? (
        <Link
          href="/events"
          className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
        >
          Clear Search
        </Link>
      ) : null}
    </Form>
  );
}
