// The pay explorer (/pay, /pay/{family}, /pay/{family}/{country}): a GET form of filters, a band
// chart per country and currency, the table of the same figures, the CSV of that table and how the
// figures are made. Server-rendered; no script.
import { FilterForm, FilterSelect } from "@/components/ui/filter-form";
import { Link } from "@/components/ui/link";
import { PayBandChart } from "@/components/pay/pay-band-chart";
import {
  ROLE_FAMILIES,
  ROLE_FAMILY_LABELS,
  SENIORITIES,
  SENIORITY_LABELS,
} from "@/lib/jobs/rules/role-family";
import { ANNUAL_FACTORS, MAX_RANGE_RATIO } from "@/lib/jobs/rules/pay-normalise";
import { countryName, formatAmount } from "@/lib/pay/pay-format";
import { MIN_EMPLOYERS, MIN_POSTINGS, PAY_PERIOD_MONTHS, type PayCell } from "@/lib/pay/pay-stats";
import type { PayView } from "@/lib/pay";
import { payPath } from "@/lib/seo/urls";

/** The query string of the view's filters (the CSV link and the family links keep them). */
export function payQueryString(filters: PayView["filters"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  return params.toString();
}

function groupsOf(cells: readonly PayCell[]) {
  const groups = new Map<string, PayCell[]>();
  for (const cell of cells) {
    const key = `${cell.country}|${cell.region ?? ""}|${cell.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), cell]);
  }
  return [...groups.values()];
}

/** The values the figures offer, plus the one the URL chose (kept selectable when it has no cells). */
const withChosen = (values: readonly string[], chosen: string | undefined) => [
  ...new Set(chosen ? [...values, chosen] : values),
];

const placeOf = (cell: PayCell) =>
  cell.region ? `${cell.region}, ${countryName(cell.country)}` : countryName(cell.country);

export function PayExplorer({ view, period }: { view: PayView; period: { from: string; to: string } }) {
  const { filters, cells } = view;
  const familyLabel = ROLE_FAMILY_LABELS[filters.family];
  const groups = groupsOf(cells);
  const csvHref = `/pay/data.csv?${payQueryString(filters)}`;
  return (
    <>
      <FilterForm action="/pay" label="Pay data filters">
        <FilterSelect
          name="family"
          label="Role family"
          value={filters.family}
          options={ROLE_FAMILIES.filter((f) => f !== "not-hr").map(
            (f) => [f, ROLE_FAMILY_LABELS[f]] as const,
          )}
        />
        <FilterSelect
          name="seniority"
          label="Seniority"
          value={filters.seniority ?? ""}
          options={[["", "Any"], ...SENIORITIES.map((s) => [s, SENIORITY_LABELS[s]] as const)]}
        />
        <FilterSelect
          name="country"
          label="Country"
          value={filters.country ?? ""}
          options={[
            ["", "Any"],
            ...withChosen(view.countries, filters.country).map((code) => [code, countryName(code)] as const),
          ]}
        />
        <FilterSelect
          name="region"
          label="Region"
          value={filters.region ?? ""}
          options={[
            ["", "Whole country"],
            ...withChosen(view.regions, filters.region).map((region) => [region, region] as const),
          ]}
        />
        <FilterSelect
          name="remote"
          label="Workplace"
          value={filters.remote ?? ""}
          options={[
            ["", "Any"],
            ["true", "Remote"],
            ["false", "On-site or hybrid"],
          ]}
        />
      </FilterForm>

      <section aria-labelledby="pay-results-heading" className="mt-8">
        <h2 id="pay-results-heading" className="text-2xl font-bold text-slate-900">
          {familyLabel}
          {filters.country
            ? ` in ${filters.region ? `${filters.region}, ` : ""}${countryName(filters.country)}`
            : ""}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Annual pay from ranges posted {period.from} to {period.to}, by currency (never converted).
        </p>
        {cells.length === 0 ? (
          <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4 text-slate-800">
            Not enough data yet: a figure needs at least {MIN_POSTINGS} postings from {MIN_EMPLOYERS} verified
            employers.
          </p>
        ) : (
          <div className="mt-4 grid gap-6 lg:grid-cols-2">
            <div className="space-y-4">
              {groups.map((group) => (
                <PayBandChart
                  key={`${group[0]!.country}-${group[0]!.region ?? ""}-${group[0]!.currency}`}
                  cells={group}
                  title={`${placeOf(group[0]!)}, ${group[0]!.currency} a year`}
                />
              ))}
            </div>
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="mb-2 text-left font-semibold text-slate-900">
                  {familyLabel}: pay by seniority (annual)
                </caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="py-2 pr-2">
                      Seniority
                    </th>
                    <th scope="col" className="hidden py-2 pr-2 sm:table-cell">
                      Where
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      25th pct.
                    </th>
                    <th scope="col" className="py-2 pr-2 text-right">
                      Median
                    </th>
                    <th scope="col" className="py-2 text-right">
                      75th pct.
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cells.map((cell) => (
                    <tr
                      key={`${cell.country}-${cell.region ?? ""}-${cell.currency}-${cell.seniority}`}
                      className="border-b border-slate-200 align-top"
                    >
                      <th scope="row" className="py-2 pr-2 font-medium">
                        {SENIORITY_LABELS[cell.seniority]}
                        {/* On a phone the place and counts sit under the level (the Where column is hidden). */}
                        <span className="block text-xs font-normal text-slate-600 sm:hidden">
                          {placeOf(cell)}, {cell.currency}: {cell.postings} postings, {cell.employers}{" "}
                          employers
                        </span>
                      </th>
                      <td className="hidden py-2 pr-2 sm:table-cell">
                        {placeOf(cell)}, {cell.currency}
                        <span className="block text-xs text-slate-600">
                          {cell.postings} postings, {cell.employers} employers
                        </span>
                      </td>
                      <td className="py-2 pr-2 text-right whitespace-nowrap tabular-nums">
                        {formatAmount(cell.p25)}
                      </td>
                      <td className="py-2 pr-2 text-right font-semibold whitespace-nowrap tabular-nums">
                        {formatAmount(cell.median)}
                      </td>
                      <td className="py-2 text-right whitespace-nowrap tabular-nums">
                        {formatAmount(cell.p75)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-3">
                <a href={csvHref} className="text-brand font-medium underline" download>
                  Download this table (CSV)
                </a>
              </p>
            </div>
          </div>
        )}
        {view.suppressed > 0 ? (
          <p className="mt-4 text-sm text-slate-700">
            {view.suppressed} more {view.suppressed === 1 ? "group is" : "groups are"} not shown: fewer than{" "}
            {MIN_POSTINGS} postings or {MIN_EMPLOYERS} verified employers yet, or a figure that would let
            someone work one out.
          </p>
        ) : null}
        {view.familiesWithData.length > 0 ? (
          <nav aria-label="Role families with data" className="mt-6 text-sm">
            <p className="font-medium text-slate-800">Families with data:</p>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {view.familiesWithData.map((family) => (
                <li key={family}>
                  <Link href={payPath(family)} className="text-brand inline-block py-2 underline">
                    {ROLE_FAMILY_LABELS[family]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="pay-method-heading" className="mt-10 max-w-3xl text-slate-800">
        <h2 id="pay-method-heading" className="text-2xl font-bold text-slate-900">
          How we calculate
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            Sources: pay ranges in jobs posted on HR Pulse by verified employers in the last{" "}
            {PAY_PERIOD_MONTHS} months and approved by our moderators; closed jobs are left out.
          </li>
          <li>
            Each range becomes a year&apos;s pay in its own currency: hourly × {ANNUAL_FACTORS.HOUR}, daily ×{" "}
            {ANNUAL_FACTORS.DAY}, weekly × {ANNUAL_FACTORS.WEEK}, monthly × {ANNUAL_FACTORS.MONTH}. Currencies
            are never converted or mixed.
          </li>
          <li>
            The figures are the 25th percentile, median and 75th percentile of the ranges&apos; midpoints, by
            linear interpolation between closest ranks (inclusive; as Excel&apos;s PERCENTILE.INC).
          </li>
          <li>
            A range whose maximum is more than {MAX_RANGE_RATIO} times its minimum, or a year&apos;s pay
            outside what full-time roles pay in that currency, is flagged implausible and left out.
          </li>
          <li>
            A figure is shown only when it rests on at least {MIN_POSTINGS} postings from at least{" "}
            {MIN_EMPLOYERS} distinct verified employers, and never when it would let someone work out a hidden
            figure by subtraction.
          </li>
          <li>Roles are sorted into families and levels from their titles; employers may correct them.</li>
          <li>Licence: CC BY 4.0 — cite &ldquo;HR Pulse pay data&rdquo; with the period shown.</li>
        </ul>
      </section>
    </>
  );
}
