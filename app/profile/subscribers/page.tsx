import type { Metadata } from "next";
import { SubscribersManager } from "@/components/admin/subscribers-manager";

export const metadata: Metadata = { title: "Subscribers" };

export default function SubscribersPage() {
  return <SubscribersManager />;
}
