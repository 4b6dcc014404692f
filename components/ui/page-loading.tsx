// The listing pages' loading state: a full screen tall, so the footer below never jumps when the
// list arrives (no layout shift).
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-screen justify-center py-20">
      <span
        className="border-t-brand h-8 w-8 animate-spin rounded-full border-2 border-slate-300"
        aria-hidden="true"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}
