"use client";
// A confirmation in the site's own dialog (not the browser's): useConfirm() returns an async
// confirm(message) that resolves true when the user presses the confirm button, false on Cancel
// or Escape; render its `dialog` once in the screen.
import { useCallback, useRef, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = "Delete",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="text-slate-800">{message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

type Pending = { message: string; confirmLabel: string };

export function useConfirm(title = "Please confirm") {
  const [pending, setPending] = useState<Pending | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback((message: string, confirmLabel = "Delete") => {
    resolver.current?.(false);
    setPending({ message, confirmLabel });
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
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return { confirm, dialog };
}
