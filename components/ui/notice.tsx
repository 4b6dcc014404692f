// A boxed notice for advice beside a form (not an error): announced politely to screen readers.
import type { ReactNode } from "react";

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {children}
    </div>
  );
}
