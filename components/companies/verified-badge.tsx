// The "Verified employer" mark on company pages, job pages and job cards.
import { Badge } from "@/components/ui/badge";

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="success">Verified employer</Badge> : null;
}
