"use client";
// The job form's pay hint (issue 45): the band of the cell the job would count in (its family and
// seniority from the title, its country from the location, its currency), or "not enough data yet",
// and advice — never a block — when the range sits entirely below the 25th percentile or is
// implausible. The cell is read from GET /api/pay once the inputs settle.
import { useEffect, useState } from "react";
import useSWR from "swr";
import { Notice } from "@/components/ui/notice";
import { apiRequest, type ApiSuccess } from "@/lib/api/api-client";
import { classifyJob, isRoleFamily, isSeniority } from "@/lib/jobs/rules/role-family";
import { jobPlaceOf } from "@/lib/jobs/rules/job-place";
import { IMPLAUSIBLE_MESSAGES, normalisePay } from "@/lib/jobs/rules/pay-normalise";
import { SALARY_UNITS, isCurrencyCode } from "@/lib/jobs/fields";
import { countryName, formatAmount, roleWords } from "@/lib/pay/pay-format";
import type { PayCell } from "@/lib/pay/pay-stats";

type Props = {
  title?: string;
  description?: string;
  family?: string;
  seniority?: string;
  location?: string;
  workplace?: string;
  applicantLocation?: string;
  salaryMin?: string;
  salaryMax?: string;
  salaryCurrency?: string;
  salaryUnit?: string;
};

const SETTLE_MS = 500;

/** The value once it has not changed for a moment (no request per keystroke). */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

const amount = (text: string | undefined) => {
  const value = text?.trim() ? Number(text) : NaN;
  return Number.isFinite(value) ? value : undefined;
};

export function PayBandHint(props: Props) {
  const rules = classifyJob({ title: props.title, description: props.description });
  const family = props.family && isRoleFamily(props.family) ? props.family : rules.family;
  const seniority = props.seniority && isSeniority(props.seniority) ? props.seniority : rules.seniority;
  const { country } = jobPlaceOf(props);
  const currency = props.salaryCurrency?.trim().toUpperCase() ?? "";
  const ready = family !== "not-hr" && Boolean(country) && isCurrencyCode(currency);
  const query = ready
    ? new URLSearchParams({ family, seniority, country: country!, currency }).toString()
    : "";
  const settled = useSettled(query);
  const { data } = useSWR(settled ? `/api/pay?${settled}` : null, (path: string) =>
    apiRequest<ApiSuccess<{ cells: PayCell[] }>>(path).catch(() => null),
  );
  const unit = SALARY_UNITS.find((u) => u === props.salaryUnit);
  const min = amount(props.salaryMin);
  const max = amount(props.salaryMax);
  const pay =
    unit && currency && min !== undefined && max !== undefined && min <= max
      ? normalisePay({ min, max, currency, unit })
      : undefined;
  if (!ready || !settled || settled !== query || !data)
    return pay?.implausibleReason ? <Advice pay={pay} /> : null;
  const cell = data.cells.find((c) => c.region === undefined);
  const below = cell && pay && !pay.implausible && pay.annualMax < cell.p25;
  return (
    <div className="space-y-2 text-sm" aria-live="polite">
      <p className="text-slate-700" data-testid="pay-band-hint">
        {cell
          ? `Posted pay for ${roleWords(family, seniority)} in ${countryName(country!)}, ${currency} a year: 25th percentile ${formatAmount(cell.p25)}, median ${formatAmount(cell.median)}, 75th percentile ${formatAmount(cell.p75)} (${cell.postings} postings, ${cell.employers} employers).`
          : `Pay data for ${roleWords(family, seniority)} in ${countryName(country!)}, ${currency}: not enough data yet.`}
      </p>
      {below ? (
        <Notice>
          <p>
            Your range ({formatAmount(pay.annualMin)}–{formatAmount(pay.annualMax)} a year) sits entirely
            below the 25th percentile of what employers post for this role ({formatAmount(cell.p25)}). You can
            still post it.
          </p>
        </Notice>
      ) : null}
      {pay?.implausibleReason ? <Advice pay={pay} /> : null}
    </div>
  );
}

function Advice({ pay }: { pay: NonNullable<ReturnType<typeof normalisePay>> }) {
  if (!pay.implausibleReason) return null;
  return (
    <Notice>
      <p>{IMPLAUSIBLE_MESSAGES[pay.implausibleReason]}</p>
    </Notice>
  );
}
