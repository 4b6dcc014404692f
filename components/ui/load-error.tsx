// What a list shows when its request failed: the error, and a way to try again (never an empty state).
import { Button } from "@/components/ui/button";

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3"
    >
      <p className="text-sm text-red-900">{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
