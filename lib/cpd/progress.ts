// Progress per body and cycle: which credits fall inside a member's cycle, against the body's rule.
// Pure (calendar days as "YYYY-MM-DD"), so the page, the exports and the reminder agree.
import { cycleRule, type CpdBody } from "@/lib/cpd/rules";
import { formatAmount } from "@/lib/offers/offer-text";

export type CpdCredit = { body: string; amount: number; activityId?: string; category?: string };
export type CycleSetting = { body: CpdBody; credential?: string; start: string; assumed?: boolean };

export type CategoryProgress = { category: string; required: number; earned: number };
export type CycleProgress = {
  body: CpdBody;
  credential?: string;
  /** First day of the cycle. */
  start: string;
  /** Last day of the cycle. */
  end: string;
  required: number;
  earned: number;
  unit: string;
  byCategory?: CategoryProgress[];
  /** True when the member has not set this cycle: the start is our guess. */
  assumed: boolean;
  monthsLeft: number;
  source: string;
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar day `months` after `day` (the month's last day when it has fewer days). */
export function addMonthsToDay(day: string, months: number): string {
  const start = parseDay(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return toDay(target);
}

/** The day before `day`. */
function dayBefore(day: string): string {
  return toDay(new Date(parseDay(day).getTime() - 86_400_000));
}

/** Whole months from `today` until `end` (0 once the cycle is over). */
export function monthsBetween(today: string, end: string): number {
  if (end < today) return 0;
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  const [ey, em, ed] = end.split("-").map(Number) as [number, number, number];
  return Math.max(0, (ey - ty) * 12 + (em - tm) - (ed < td ? 1 : 0));
}

export function cycleProgress(
  setting: CycleSetting,
  entries: readonly { date: string; credits: readonly CpdCredit[] }[],
  today: string,
): CycleProgress {
  const rule = cycleRule(setting.body, setting.credential);
  const end = dayBefore(addMonthsToDay(setting.start, rule.months));
  const credits = entries
    .filter((entry) => entry.date >= setting.start && entry.date <= end)
    .flatMap((entry) => entry.credits.filter((credit) => credit.body === setting.body));
  const earned = round2(credits.reduce((sum, credit) => sum + credit.amount, 0));
  const byCategory = rule.categoryMinimums.map(({ category, required }) => ({
    category,
    required,
    earned: round2(
      credits
        .filter((credit) => credit.category?.toLowerCase() === category.toLowerCase())
        .reduce((sum, credit) => sum + credit.amount, 0),
    ),
  }));
  return {
    body: setting.body,
    ...(rule.credential ? { credential: rule.credential } : {}),
    start: setting.start,
    end,
    required: rule.required,
    earned,
    unit: rule.unit,
    ...(byCategory.length ? { byCategory } : {}),
    assumed: Boolean(setting.assumed),
    monthsLeft: monthsBetween(today, end),
    source: rule.source,
  };
}

/** True when the cycle still lacks credits overall or in a category. */
export function isShort(progress: CycleProgress): boolean {
  return (
    progress.earned < progress.required ||
    (progress.byCategory ?? []).some((category) => category.earned < category.required)
  );
}

/** "38 of 60 PDCs, 14 months left" (CIPD: "12 hours logged, 5 months left"). */
export function progressLabel(progress: CycleProgress): string {
  const left =
    progress.monthsLeft === 0
      ? "ends this month"
      : `${progress.monthsLeft} ${progress.monthsLeft === 1 ? "month" : "months"} left`;
  const amount =
    progress.required > 0
      ? `${progress.earned} of ${progress.required} ${progress.unit}`
      : `${formatAmount(progress.earned, progress.unit)} logged`;
  return `${amount}, ${left}`;
}
