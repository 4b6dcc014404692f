import type { Metadata } from "next";
import { DashboardView } from "@/components/back-office/dashboard-view";

export const metadata: Metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return <DashboardView />;
}
