"use client";
// The one "something went wrong" block of the error boundaries: a heading, a line, a retry button.
import { Button } from "@/components/ui/button";

type ErrorStateProps = { title?: string; message: string; onRetry: () => void; className?: string };

export function ErrorState({
  title = "Something went wrong",
  message,
  onRetry,
  className = "",
}: ErrorStateProps) {
  return (
    <div role="alert" className={`mx-auto max-w-xl px-4 py-16 text-center ${className}`}>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{message}</p>
      <Button pill className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
