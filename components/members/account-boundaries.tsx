"use client";
// What every account segment's error.tsx and loading.tsx render.
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { PageLoading } from "@/components/ui/page-loading";

type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

export function AccountError({ error, reset }: ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState
      message="Your account page could not be loaded. Please try again in a moment."
      onRetry={reset}
      className="py-24"
    />
  );
}

export function AccountLoading() {
  return <PageLoading />;
}
