"use client";
// What every back-office segment's error.tsx and loading.tsx render, inside the admin layout.
import { useEffect } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";

type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

export function BackOfficeError({ error, reset }: ErrorBoundaryProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorState message="This page could not be loaded. Please try again in a moment." onRetry={reset} />
  );
}

export function BackOfficeLoading() {
  return <Spinner label="Loading" size="lg" />;
}
