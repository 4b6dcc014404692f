// A job's role family and seniority as staff see them in the moderation inbox (issue 45): a poster's
// correction or a staff override is marked, and an implausible pay range is named.
import { Badge } from "@/components/ui/badge";
import type { InboxItem } from "@/lib/moderation/moderation-inbox";
import { ROLE_FAMILY_LABELS, SENIORITY_LABELS } from "@/lib/jobs/rules/role-family";
import { IMPLAUSIBLE_MESSAGES, type ImplausibleReason } from "@/lib/jobs/rules/pay-normalise";

const CHANGED_BY = { poster: "Corrected by the poster", staff: "Set by staff" } as const;

export function JobClassification({ item }: { item: InboxItem }) {
  const { classification, implausiblePay } = item;
  if (!classification) return null;
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Role: </span>
        {ROLE_FAMILY_LABELS[classification.family]},{" "}
        {SENIORITY_LABELS[classification.seniority].toLowerCase()}
        {classification.classifiedBy !== "rules" ? (
          <Badge tone="warning">{CHANGED_BY[classification.classifiedBy]}</Badge>
        ) : null}
      </p>
      {implausiblePay !== undefined ? (
        <p>
          <Badge tone="danger">Implausible pay</Badge>{" "}
          {IMPLAUSIBLE_MESSAGES[implausiblePay as ImplausibleReason] ?? "Left out of the pay statistics."}
        </p>
      ) : null}
    </div>
  );
}
