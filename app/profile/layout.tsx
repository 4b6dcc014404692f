import type { Metadata } from "next";
import { ProfileGate } from "@/components/admin/profile-gate";
import { getEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default function ProfileLayout({ children }: { children: React.ReactNode }) {
  return <ProfileGate siteName={getEnv().NEXT_PUBLIC_SITE_NAME}>{children}</ProfileGate>;
}
