"use client";
// Error boundary for public pages, with a retry.
import { useEffect } from "react";
import { buttonClass } from "@/components/ui/button";

export default function PublicError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-700">We could not load this page. Please try again in a moment.</p>
      <button
        type="button"
        onClick={reset}
        className={buttonClass({ pill: true, size: "lg", className: "mt-8" })}
      >
        Try again
      </button>
    </div>
  );
}
