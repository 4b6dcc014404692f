import type { Metadata } from "next";
import { MailLog } from "@/components/back-office/mail-log";

export const metadata: Metadata = { title: "Mail log" };

export default function MailLogPage() {
  return <MailLog />;
}
