"use client";
// This segment's error boundary, with a retry (components/back-office/segment-boundaries.tsx).
export { BackOfficeError as default } from "@/components/back-office/segment-boundaries";
