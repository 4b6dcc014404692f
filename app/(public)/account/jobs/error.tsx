"use client";
// This segment's error boundary, with a retry (components/members/account-boundaries.tsx).
export { AccountError as default } from "@/components/members/account-boundaries";
