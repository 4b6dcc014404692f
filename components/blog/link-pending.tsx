"use client";
// A small spinner inside a <Link> while its navigation is pending.
import { useLinkStatus } from "next/link";

export function LinkPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span role="status" className="absolute top-3 right-3">
      <span
        aria-hidden="true"
        className="block h-5 w-5 animate-spin rounded-full border-2 border-slate-200 border-t-brand motion-reduce:animate-none"
      />
      <span className="sr-only">Opening...</span>
    </span>
  );
}
