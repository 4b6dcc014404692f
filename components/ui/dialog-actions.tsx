// The Cancel / submit row at the foot of a form dialog.
import { Button } from "@/components/ui/button";

type DialogActionsProps = { onCancel: () => void; disabled: boolean; submitLabel: string };

export function DialogActions({ onCancel, disabled, submitLabel }: DialogActionsProps) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled} aria-busy={disabled || undefined}>
        {submitLabel}
      </Button>
    </div>
  );
}
