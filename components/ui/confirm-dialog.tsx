"use client";
// A confirmation in the site's own dialog (not the browser's): useConfirm() returns an async
// confirm(message) that resolves true when the user presses the confirm button, false on Cancel
// or Escape; render its `dialog` once in the screen.
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Start on the confirm button (for a safe, frequent action); otherwise the dialog's first control. */
  focusConfirm?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  focusConfirm = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open || !focusConfirm) return;
    // After the dialog's own showModal() has placed focus on its first control.
    const timer = setTimeout(() => confirmRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open, focusConfirm]);
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="text-slate-800">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button ref={confirmRef} variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

type Pending = { message: string; confirmLabel: string; focusConfirm: boolean };

export function useConfirm(title = "Please confirm") {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, confirmLabel = "Delete", focusConfirm = false) => {
    resolver.current?.(false);
    setPending({ message, confirmLabel, focusConfirm });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = null;
    setPending(null);
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={title}
      message={pending?.message ?? ""}
      confirmLabel={pending?.confirmLabel ?? "Delete"}
      focusConfirm={pending?.focusConfirm ?? false}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
