"use client";
// The number of items waiting for review, beside "Inbox" in the back-office menu: re-read every
// minute, and after every staff action (useStaffAction revalidates every back-office read).
import { useApiData } from "@/components/back-office/use-api-data";
import { Badge } from "@/components/ui/badge";
import type { ApiSuccess } from "@/lib/api/api-client";
import { INBOX_BADGE_REFRESH_MS, type Role } from "@/lib/constants";

export function PendingBadge({ role }: { role: Role }) {
  const { data } = useApiData<ApiSuccess<{ pending: number }>>(
    `/api/${role}/moderation/pending`,
    "Failed to count pending items",
    { refreshInterval: INBOX_BADGE_REFRESH_MS },
  );
  const pending = data?.pending ?? 0;
  if (pending === 0) return null;
  return (
    <Badge tone="warning" className="ml-2">
      {pending}
      <span className="sr-only"> pending</span>
    </Badge>
  );
}
