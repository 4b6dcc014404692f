"use client";
// The app's toast calls, with the spec's per-type durations (SPEC section 9). Sonner itself is
// loaded on the first toast, so pages that never show one don't download or run it; the
// <Toaster/> (components/toaster.tsx) mounts once it has arrived and replays what was queued.
import type * as SonnerModule from "sonner";

type Sonner = typeof SonnerModule;
type ToastId = string | number;

let loaded: Sonner | undefined;
let pending: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();
let counter = 0;

/** Starts (once) loading sonner; resolves with the module. */
export function loadSonner(): Promise<Sonner> {
  pending ??= import("sonner").then((module) => {
    loaded = module;
    listeners.forEach((listener) => listener());
    return module;
  });
  return pending;
}

/** For useSyncExternalStore: the sonner module once loaded, else undefined. */
export const loadedSonner = (): Sonner | undefined => loaded;

export function subscribeSonner(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Ids are picked here, so a call can return one before sonner has loaded. */
function show(call: (sonner: Sonner["toast"], id: string) => unknown): string {
  counter += 1;
  const id = `toast-${counter}`;
  void loadSonner().then(({ toast }) => call(toast, id));
  return id;
}

export const toast = {
  blank: (message: string) => show((sonner, id) => sonner(message, { id, duration: 4000 })),
  success: (message: string) => show((sonner, id) => sonner.success(message, { id, duration: 2000 })),
  error: (message: string) => show((sonner, id) => sonner.error(message, { id, duration: 4000 })),
  loading: (message: string) =>
    show((sonner, id) => sonner.loading(message, { id, duration: Number.POSITIVE_INFINITY })),
  custom: (message: string) => show((sonner, id) => sonner.message(message, { id, duration: 4000 })),
  dismiss: (id?: ToastId) => {
    void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
  },
};
