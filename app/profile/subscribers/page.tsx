import type { Metadata } from "next";
import { SubscribersManager } from "@/components/newsletter/subscribers-manager";

export const metadata: Metadata = { title: "Subscribers" };

export default function SubscribersPage() {
  return <SubscribersManager />;
}
