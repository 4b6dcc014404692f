import { route } from "@/lib/api/route";
import { okData } from "@/lib/api/responses";
import { enqueueTask } from "@/lib/tasks";

export const dynamic = "force-dynamic";

// The work runs as a background job (lib/tasks): the answer is 202 with the job's id, which staff
// follow in GET /api/admin/tasks.
const handler = route({ auth: "cron", cronDisabled: "Event reminders are disabled" }, async () =>
  okData(
    { message: "Event and CPD reminders are queued", taskId: await enqueueTask("events.reminders") },
    { status: 202 },
  ),
);

// POST /api/cron/event-reminders – the scheduler's call: remind members going to events that start
// within 24 hours, and members whose CPD cycle ends within 90 days and is short of credits
export const POST = handler;
// GET /api/cron/event-reminders – the same for schedulers that only GET (Vercel Cron)
export const GET = handler;
