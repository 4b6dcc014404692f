// A small accessible loading indicator.
export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-6 text-slate-600">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-slate-300 border-t-brand" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
