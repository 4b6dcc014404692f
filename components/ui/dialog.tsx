"use client";
// An accessible modal dialog on the native <dialog> element: focus moves in when it opens, Tab
// stays inside it, Escape or a click on the backdrop closes it, and focus returns to the opener.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { keepTabInside } from "@/components/ui/focus-trap";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Shown as the dialog's heading and used as its accessible name. */
  title: string;
  /** Visually hide the heading (it still names the dialog). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Width and padding of the panel. */
  className?: string;
};

export function Dialog({
  open,
  onClose,
  title,
  hideTitle = false,
  children,
  className = "w-full max-w-lg p-6",
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  // Closing by any path hands focus back to whatever opened the dialog.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const restore = () => opener.current?.focus();
    dialog.addEventListener("close", restore);
    return () => {
      dialog.removeEventListener("close", restore);
      if (dialog.open) dialog.close();
    };
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (ref.current) keepTabInside(ref.current, event);
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === ref.current) onClose();
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      onClick={closeOnBackdrop}
      className={`m-auto max-h-[90vh] overflow-y-auto rounded-lg bg-white text-left text-slate-900 shadow-xl backdrop:bg-slate-900/60 ${className}`}
    >
      {open ? (
        <div>
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className={hideTitle ? "sr-only" : "text-xl font-semibold"}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close"
              className="ml-auto rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 4.3a1 1 0 0 1 1.4 0L10 7.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 9l3.3 3.3a1 1 0 0 1-1.4 1.4L10 10.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 9 5.3 5.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
