// A post's back-office status: Published (green), Scheduled with its time in the site zone (blue),
// Unpublished (orange).
import { Badge } from "@/components/ui/badge";
import type { BlogStatus } from "@/lib/posts/blog-visibility";
import { formatSiteDateTime } from "@/lib/dates";

export function BlogStatusBadge({ status, publishAt }: { status: BlogStatus; publishAt?: string | null }) {
  if (status === "scheduled")
    return <Badge tone="info">Scheduled{publishAt ? ` for ${formatSiteDateTime(publishAt)}` : ""}</Badge>;
  return (
    <Badge tone={status === "published" ? "success" : "warning"}>
      {status === "published" ? "Published" : "Unpublished"}
    </Badge>
  );
}
