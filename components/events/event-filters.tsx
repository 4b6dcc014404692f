// The /events filters: when, attendance, free only, with CPD credits, credits from a body (a GET form; the search is kept).
import { FilterCheckbox, FilterForm, FilterSelect } from "@/components/ui/filter-form";
import { EVENT_ATTENDANCE, EVENT_ATTENDANCE_LABELS } from "@/lib/constants";
import { CPD_BODIES } from "@/lib/cpd/rules";
import { eventListingHref, isFilteredEventListing, type EventListingState } from "@/lib/events/event-listing";

const WHEN_OPTIONS = [
  ["", "Upcoming and past"],
  ["upcoming", "Upcoming"],
  ["past", "Past"],
] as const;

const ATTENDANCE_OPTIONS = [
  ["", "Any"],
  ...EVENT_ATTENDANCE.map((value) => [value, EVENT_ATTENDANCE_LABELS[value]] as const),
] as const;

const BODY_OPTIONS = [["", "Any body"], ...CPD_BODIES.map((body) => [body, body] as const)] as const;

export function EventFilters({ state }: { state: EventListingState }) {
  const filtered = isFilteredEventListing({ ...state, search: "" });
  return (
    <FilterForm
      action="/events"
      label="Filter events"
      hidden={{ search: state.search }}
      clearHref={
        filtered
          ? eventListingHref({ search: state.search, page: 1, free: false, credits: false })
          : undefined
      }
    >
      <FilterSelect name="when" label="When" value={state.when ?? ""} options={WHEN_OPTIONS} />
      <FilterSelect
        name="attendance"
        label="Attendance"
        value={state.attendance ?? ""}
        options={ATTENDANCE_OPTIONS}
      />
      <FilterCheckbox name="free" label="Free only" checked={state.free} />
      <FilterCheckbox name="credits" label="With CPD credits" checked={state.credits} />
      <FilterSelect name="body" label="Credits from" value={state.body ?? ""} options={BODY_OPTIONS} />
    </FilterForm>
  );
}
