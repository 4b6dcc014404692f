"use client";
// The app's toast calls, with the spec's per-type durations (SPEC section 9).
import { toast as sonner } from "sonner";

export const toast = {
  blank: (message: string) => sonner(message, { duration: 4000 }),
  success: (message: string) => sonner.success(message, { duration: 2000 }),
  error: (message: string) => sonner.error(message, { duration: 4000 }),
  loading: (message: string) => sonner.loading(message, { duration: Number.POSITIVE_INFINITY }),
  custom: (message: string) => sonner.message(message, { duration: 4000 }),
  dismiss: (id?: string | number) => sonner.dismiss(id),
};
