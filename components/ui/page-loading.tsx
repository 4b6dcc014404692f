// The listing pages' loading state: a full screen tall, so the footer below never jumps when the
// list arrives (no layout shift).
import { Spinner } from "@/components/ui/spinner";

export function PageLoading() {
  return <Spinner label="Loading" size="lg" className="min-h-screen items-start" />;
}
