"use client";
// The inbox's keyboard shortcuts (Discourse-style): j / k move between items, x selects the
// current one, a approves and r rejects the selection (or the current item when none is selected).
// Keys are ignored while typing in a field, with a modifier held, or while a dialog is open.
import { useEffect, useRef } from "react";

export type InboxKeyHandlers = {
  move: (delta: 1 | -1) => void;
  toggle: () => void;
  approve: () => void;
  reject: () => void;
};

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
    return true;
  return target instanceof HTMLInputElement && !["checkbox", "radio", "button"].includes(target.type);
}

export function useInboxKeys(handlers: InboxKeyHandlers, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (typingIn(event.target) || document.querySelector("dialog[open]")) return;
      const action = {
        j: () => latest.current.move(1),
        k: () => latest.current.move(-1),
        x: () => latest.current.toggle(),
        a: () => latest.current.approve(),
        r: () => latest.current.reject(),
      }[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
