// The Approved / Not Approved tabs of the back-office moderation lists (rendered with the kit's Tabs).
import type { TabItem } from "@/components/ui/tabs";

export type ApprovalTab = "approved" | "pending";

export const APPROVAL_TABS: ReadonlyArray<TabItem<ApprovalTab>> = [
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Not Approved" },
];
