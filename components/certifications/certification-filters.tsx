// The /certifications filters: level, format and credit body (a GET form).
import { FilterForm, FilterSelect } from "@/components/ui/filter-form";
import {
  CERTIFICATION_FORMAT_LABELS,
  CERTIFICATION_FORMATS,
  CERTIFICATION_LEVELS,
  CREDIT_BODIES,
} from "@/lib/constants";
import {
  isFilteredCertificationListing,
  type CertificationListingState,
} from "@/lib/certifications/certification-listing";

const ANY = ["", "Any"] as const;
const LEVEL_OPTIONS = [ANY, ...CERTIFICATION_LEVELS.map((level) => [level, level] as const)];
const FORMAT_OPTIONS = [
  ANY,
  ...CERTIFICATION_FORMATS.map((format) => [format, CERTIFICATION_FORMAT_LABELS[format]] as const),
];
const CREDIT_OPTIONS = [ANY, ...CREDIT_BODIES.map((body) => [body, `${body} credits`] as const)];

export function CertificationFilters({ state }: { state: CertificationListingState }) {
  return (
    <FilterForm
      action="/certifications"
      label="Filter certifications"
      clearHref={isFilteredCertificationListing(state) ? "/certifications" : undefined}
    >
      <FilterSelect name="level" label="Level" value={state.level ?? ""} options={LEVEL_OPTIONS} />
      <FilterSelect name="format" label="Format" value={state.format ?? ""} options={FORMAT_OPTIONS} />
      <FilterSelect name="credit" label="Credits" value={state.credit ?? ""} options={CREDIT_OPTIONS} />
    </FilterForm>
  );
}
