// A centred loading spinner with a text for screen readers.
export function Spinner({ label = "Loading...", className = "" }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center py-16 ${className}`}>
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-brand motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
