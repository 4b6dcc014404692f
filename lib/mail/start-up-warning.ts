// One line at start-up when mail is off, so nobody wonders why confirmations never arrive.
import { getEnv } from "@/lib/env";

export const MAIL_OFF_NOTICE =
  "Mail is not configured (SMTP_URL is unset): confirmations and newsletters wait in the mail log as “not sent”.";

export function warnWhenMailIsOff(): void {
  if (getEnv().SMTP_URL) return;
  console.warn(JSON.stringify({ level: "warn", event: "mail.unconfigured", message: MAIL_OFF_NOTICE }));
}
