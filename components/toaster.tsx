"use client";
// Mounts sonner's <Toaster/> once the first toast has loaded sonner (lib/toast.ts), so a first
// visit doesn't download or run it. Toasts created before it mounts are replayed by sonner.
import { useSyncExternalStore } from "react";
import { loadedSonner, subscribeSonner } from "@/lib/toast";

// SPEC section 9: top-center, 8 px gutter, success 2000 ms, error/blank/custom 4000 ms,
// loading until dismissed, at most 20 held.
export function Toaster() {
  const sonner = useSyncExternalStore(subscribeSonner, loadedSonner, () => undefined);
  if (!sonner) return null;
  const Sonner = sonner.Toaster;
  return (
    <Sonner
      position="top-center"
      gap={8}
      duration={4000}
      visibleToasts={20}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
