// Keeping keyboard focus inside an open dialog or menu: what can take focus, and Tab that wraps.
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The visible elements inside `container` that Tab can reach, in order. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (item) => item.offsetParent !== null,
  );
}

type TabKey = { key: string; shiftKey: boolean; preventDefault: () => void };

/** Tab from the last item goes to the first, Shift+Tab from the first to the last. */
export function keepTabInside(container: HTMLElement, event: TabKey): void {
  if (event.key !== "Tab") return;
  const items = focusablesIn(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
