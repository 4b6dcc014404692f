// The Cancel / submit row at the foot of a form dialog.
type DialogActionsProps = { onCancel: () => void; disabled: boolean; submitLabel: string };

export function DialogActions({ onCancel, disabled, submitLabel }: DialogActionsProps) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button
        type="button"
        onClick={onCancel}
        className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100"
      >
        Cancel
      </button>
      <button
        type="submit"
        disabled={disabled}
        className="bg-brand hover:bg-brand-dark rounded-md px-4 py-2 font-medium text-white disabled:opacity-60"
      >
        {submitLabel}
      </button>
    </div>
  );
}
