// The body of every /pay page: heading, Dataset JSON-LD naming the period, method and licence, and
// the explorer for the page's filters.
import { JsonLd } from "@/components/seo/json-ld";
import { PayExplorer, payQueryString } from "@/components/pay/pay-explorer";
import { ROLE_FAMILY_LABELS } from "@/lib/jobs/rules/role-family";
import { countryName, periodStart, type PayView } from "@/lib/pay";
import { PAY_PERIOD_MONTHS } from "@/lib/pay/pay-stats";
import { datasetJsonLd } from "@/lib/seo/json-ld";
import { getSite } from "@/lib/seo/site";
import { payPath } from "@/lib/seo/urls";

export const PAY_LICENSE = "https://creativecommons.org/licenses/by/4.0/";
export const PAY_METHOD = `Annual equivalents of pay ranges posted by verified employers in the last ${PAY_PERIOD_MONTHS} months (hourly × 2080, daily × 260, weekly × 52, monthly × 12), by currency; 25th percentile, median and 75th percentile of range midpoints by linear interpolation (inclusive, Hyndman–Fan type 7); shown only with at least 5 postings from 3 verified employers.`;

export function payTitle(view: Pick<PayView, "filters">): string {
  const family = ROLE_FAMILY_LABELS[view.filters.family];
  return view.filters.country ? `${family} pay in ${countryName(view.filters.country)}` : `${family} pay`;
}

export function PayPage({ view, path }: { view: PayView; path: string }) {
  const now = new Date();
  const period = { from: periodStart(now).toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) };
  const title = payTitle(view);
  return (
    <section aria-labelledby="pay-heading" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <JsonLd
        data={datasetJsonLd(getSite(), {
          name: `${title}: HR Pulse pay data`,
          description: `What ${ROLE_FAMILY_LABELS[view.filters.family].toLowerCase()} roles pay, from the pay ranges verified employers posted on HR Pulse.`,
          path,
          temporalCoverage: `${period.from}/${period.to}`,
          measurementTechnique: PAY_METHOD,
          license: PAY_LICENSE,
          csvPath: `/pay/data.csv?${payQueryString(view.filters)}`,
        })}
      />
      <h1 id="pay-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
        Pay data{path === payPath() ? "" : `: ${title}`}
      </h1>
      <p className="mt-3 max-w-3xl text-slate-700">
        What HR roles pay, from the pay ranges verified employers posted on HR Pulse — not self-reported, not
        estimated.
      </p>
      <PayExplorer view={view} period={period} />
    </section>
  );
}
