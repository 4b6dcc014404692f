// The one loading indicator, announced to screen readers.
const SIZES = {
  sm: { box: "py-6", ring: "h-6 w-6 border-2" },
  lg: { box: "py-16", ring: "h-10 w-10 border-4" },
} as const;

type SpinnerProps = { label?: string; size?: keyof typeof SIZES; className?: string };

export function Spinner({ label = "Loading", size = "sm", className = "" }: SpinnerProps) {
  return (
    <div role="status" className={`flex items-center justify-center ${SIZES[size].box} ${className}`}>
      <span
        aria-hidden="true"
        className={`${SIZES[size].ring} border-t-brand animate-spin rounded-full border-slate-200 motion-reduce:animate-none`}
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
