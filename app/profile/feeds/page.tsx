import type { Metadata } from "next";
import { FeedsManager } from "@/components/feeds/feeds-manager";

export const metadata: Metadata = { title: "RSS Feeds" };

export default function FeedsPage() {
  return <FeedsManager />;
}
