// The p25–median–p75 band per seniority for one country and currency, drawn with CSS on the server
// (no script, no chart library). The table beside it holds the same figures for screen readers, so
// the drawing is hidden from them and named by its caption.
import { SENIORITIES, SENIORITY_LABELS } from "@/lib/jobs/rules/role-family";
import { formatAmount } from "@/lib/pay/pay-format";
import type { PayCell } from "@/lib/pay/pay-stats";

type Props = { cells: readonly PayCell[]; title: string };

const percent = (value: number, low: number, high: number) =>
  `${(((value - low) / (high - low || 1)) * 100).toFixed(2)}%`;

export function PayBandChart({ cells, title }: Props) {
  const rows = SENIORITIES.flatMap((level) => cells.filter((cell) => cell.seniority === level));
  if (rows.length === 0) return null;
  const low = Math.min(...rows.map((cell) => cell.p25)) * 0.9;
  const high = Math.max(...rows.map((cell) => cell.p75)) * 1.05;
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-testid="pay-chart">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <p className="mt-1 text-xs text-slate-600">
        Bar: 25th to 75th percentile of posted midpoints; line: median.
      </p>
      <ul className="mt-3 space-y-3" aria-hidden="true">
        {rows.map((cell) => (
          <li
            key={cell.seniority}
            className="grid grid-cols-[5.5rem_1fr] items-center gap-2 sm:grid-cols-[8rem_1fr]"
          >
            <span className="text-sm font-medium text-slate-800">{SENIORITY_LABELS[cell.seniority]}</span>
            <span className="block">
              <span className="relative block h-6 rounded bg-slate-100">
                <span
                  className="bg-brand/30 border-brand absolute inset-y-0 rounded border"
                  style={{
                    left: percent(cell.p25, low, high),
                    width: `calc(${percent(cell.p75, low, high)} - ${percent(cell.p25, low, high)})`,
                  }}
                />
                <span
                  className="bg-brand-dark absolute inset-y-[-2px] w-1 rounded"
                  style={{ left: `calc(${percent(cell.median, low, high)} - 2px)` }}
                />
              </span>
              <span className="mt-1 block text-xs text-slate-700">
                {formatAmount(cell.p25)} · <strong>{formatAmount(cell.median)}</strong> ·{" "}
                {formatAmount(cell.p75)}{" "}
                <span className="text-slate-600">
                  ({cell.postings} postings, {cell.employers} employers)
                </span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
