import type { Metadata } from "next";
import { connection } from "next/server";
import { ProfileGate } from "@/components/back-office/profile-gate";
import { getEnv } from "@/lib/env";
import { MAIL_OFF_NOTICE } from "@/lib/mail/start-up-warning";

export const metadata: Metadata = { title: "Admin", robots: { index: false, follow: false } };

export default async function ProfileLayout({ children }: { children: React.ReactNode }) {
  // Rendered per request: the mail banner reflects the running server's configuration, not the build's.
  await connection();
  const env = getEnv();
  return (
    <ProfileGate siteName={env.NEXT_PUBLIC_SITE_NAME} notice={env.SMTP_URL ? undefined : MAIL_OFF_NOTICE}>
      {children}
    </ProfileGate>
  );
}
