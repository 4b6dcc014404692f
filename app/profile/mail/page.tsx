import type { Metadata } from "next";
import { MailLog } from "@/components/admin/mail-log";

export const metadata: Metadata = { title: "Mail log" };

export default function MailLogPage() {
  return <MailLog />;
}
