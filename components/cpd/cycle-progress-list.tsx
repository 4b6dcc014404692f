// Progress per body and cycle: "38 of 60 PDCs, 14 months left", with HRCI's category minimums.
import { Badge } from "@/components/ui/badge";
import { isShort, progressLabel, type CycleProgress } from "@/lib/cpd/progress";

export function CycleProgressList({ cycles }: { cycles: CycleProgress[] }) {
  if (!cycles.length)
    return (
      <p className="text-slate-700">
        Add an activity with SHRM, HRCI or CIPD credits, or set a cycle below, to see your progress.
      </p>
    );
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {cycles.map((cycle) => (
        <li key={cycle.body} className="rounded-lg border border-slate-200 bg-white p-4">
          <p className="flex items-center justify-between gap-2 font-semibold text-slate-900">
            <span>{cycle.credential ? `${cycle.body} · ${cycle.credential}` : cycle.body}</span>
            {isShort(cycle) ? null : <Badge tone="success">On track</Badge>}
          </p>
          <p className="mt-1 text-slate-800">{progressLabel(cycle)}</p>
          {cycle.required > 0 ? (
            <progress
              className="mt-2 w-full"
              max={cycle.required}
              value={Math.min(cycle.earned, cycle.required)}
              aria-label={`${cycle.body} progress`}
            />
          ) : null}
          {(cycle.byCategory ?? []).map((category) => (
            <p key={category.category} className="text-sm text-slate-700">
              {category.category}: {category.earned} of {category.required}
            </p>
          ))}
          <p className="mt-1 text-xs text-slate-600">
            Cycle {cycle.start} to {cycle.end}
            {cycle.assumed ? " (assumed: set your own dates below)" : ""} ·{" "}
            <a className="underline" href={cycle.source} rel="noopener noreferrer" target="_blank">
              {cycle.body}&rsquo;s rules
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
