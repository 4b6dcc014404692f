// This segment's loading state (components/back-office/segment-boundaries.tsx).
export { BackOfficeLoading as default } from "@/components/back-office/segment-boundaries";
