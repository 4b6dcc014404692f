"use client";

import { Toaster as Sonner } from "sonner";

// SPEC section 9: top-center, 8 px gutter, success 2000 ms, error/blank/custom 4000 ms,
// loading until dismissed, at most 20 held.
export function Toaster() {
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
