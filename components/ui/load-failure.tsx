"use client";
// What a member's page shows when its data could not be read: the sentence and a Try again button.
import { Button } from "@/components/ui/button";

/** `what` completes "… could not be loaded", e.g. "Your account". */
export function LoadFailure({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <p role="alert" className="text-slate-700">
        {what} could not be loaded. Please try again in a moment.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
