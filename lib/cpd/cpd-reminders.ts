// The one reminder 90 days before a member's CPD cycle ends while they are short of credits, sent by
// the event-reminders cron call. Only cycles the member set are reminded of (an assumed one is a
// guess). `remindedFor` (the cycle's last day) is set by compare-and-set before the mail is queued,
// and the mail log's id names the cycle and its end, so concurrent calls mail once per cycle.
import "server-only";
import { connectDb } from "@/lib/db";
import { listCpdEntries } from "@/lib/cpd/cpd";
import { addMonthsToDay, cycleProgress, isShort, progressLabel } from "@/lib/cpd/progress";
import { CPD_BODIES, cycleRule, type CpdBody } from "@/lib/cpd/rules";
import { formatLongCalendarDay } from "@/lib/dates";
import { mailSite } from "@/lib/mail/config";
import { deliverMails, queueMail } from "@/lib/mail/send";
import { CpdCycle } from "@/models/CpdCycle";
import { Member } from "@/models/Member";

export const CPD_REMINDER_DAYS = 90;
export const CPD_RECORD_PATH = "/account/cpd";

const DAY_MS = 86_400_000;
const toDay = (date: Date) => date.toISOString().slice(0, 10);
const dayPlus = (day: string, days: number) =>
  toDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

type CycleRow = {
  _id: string;
  memberId: unknown;
  body: string;
  credential?: string | null;
  start: Date;
  remindedFor?: string | null;
};

/** Queues the reminder for one cycle when it is due and short; the mail id, or null. */
async function remindCycle(row: CycleRow, today: string): Promise<string | null> {
  const memberId = String(row.memberId);
  const setting = {
    body: row.body as CpdBody,
    ...(row.credential ? { credential: row.credential } : {}),
    start: toDay(row.start),
  };
  const progress = cycleProgress(setting, await listCpdEntries(memberId), today);
  const due = today >= dayPlus(progress.end, -CPD_REMINDER_DAYS) && today <= progress.end;
  if (!due || row.remindedFor === progress.end || !isShort(progress)) return null;
  const claimed = await CpdCycle.updateOne(
    { _id: row._id, remindedFor: row.remindedFor ?? null },
    { $set: { remindedFor: progress.end } },
  );
  if (claimed.modifiedCount === 0) return null;
  const member = await Member.findById(memberId).select("email blocked").lean();
  if (!member?.email || member.blocked) return null;
  const queued = await queueMail({
    id: `cpd-reminder:${row._id}:${progress.end}`,
    to: member.email,
    template: "cpdReminder",
    data: {
      body: progress.body,
      endsOn: formatLongCalendarDay(progress.end),
      progress: progressLabel(progress),
      recordUrl: `${mailSite().url}${CPD_RECORD_PATH}`,
    },
  });
  return queued.status === "queued" ? queued.id : null;
}

/** Reminds the members whose set cycle ends within 90 days and is short; returns the mails sent. */
export async function sendCpdReminders(now: Date = new Date()): Promise<number> {
  await connectDb();
  const today = toDay(now);
  const ids: string[] = [];
  for (const body of CPD_BODIES) {
    // A cycle of `months` ends in [today, today + 90 days] when it started in this window.
    const months = cycleRule(body).months;
    const from = addMonthsToDay(dayPlus(today, -1), -months);
    const to = addMonthsToDay(dayPlus(today, CPD_REMINDER_DAYS + 1), -months);
    const rows = await CpdCycle.find({
      body,
      start: { $gte: new Date(`${from}T00:00:00Z`), $lte: new Date(`${to}T00:00:00Z`) },
    })
      .select("memberId body credential start remindedFor")
      .limit(1000)
      .lean<CycleRow[]>();
    for (const row of rows) {
      const id = await remindCycle(row, today);
      if (id) ids.push(id);
    }
  }
  await deliverMails(ids);
  return ids.length;
}
