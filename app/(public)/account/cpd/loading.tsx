// This segment's loading state (components/members/account-boundaries.tsx).
export { AccountLoading as default } from "@/components/members/account-boundaries";
