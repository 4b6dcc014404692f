import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { sendCpdReminders } from "@/lib/cpd/cpd-reminders";
import { sendEventReminders } from "@/lib/events/event-mails";

export const dynamic = "force-dynamic";

const handler = route({ auth: "cron", cronDisabled: "Event reminders are disabled" }, async () => {
  const reminded = await sendEventReminders();
  const cpdReminded = await sendCpdReminders();
  return okData({
    message: `${reminded} event reminders and ${cpdReminded} CPD cycle reminders sent`,
    reminded,
    cpdReminded,
  });
});

// POST /api/cron/event-reminders – the scheduler's call: remind members going to events that start
// within 24 hours, and members whose CPD cycle ends within 90 days and is short of credits
export const POST = handler;
// GET /api/cron/event-reminders – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
