import type { Metadata } from "next";
import { MembersManager } from "@/components/members/members-manager";

export const metadata: Metadata = { title: "Members" };

export default function MembersPage() {
  return <MembersManager />;
}
