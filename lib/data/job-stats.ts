// Views and apply clicks per job and day, as owners see them on their dashboard.
import "server-only";
import { connectDb } from "@/lib/db";
import { JobStat } from "@/models/JobStat";

export type JobCounts = {
  views: number;
  applyClicks: number;
  days: Array<{ day: string; views: number; applyClicks: number }>;
};

/** Totals and per-day rows (newest day first) for each of the jobs. */
export async function countJobStats(jobIds: string[]): Promise<Map<string, JobCounts>> {
  const counts = new Map<string, JobCounts>();
  if (jobIds.length === 0) return counts;
  await connectDb();
  const rows = await JobStat.find({ job: { $in: jobIds } })
    .select("job day views applyClicks")
    .sort({ job: 1, day: -1 })
    .lean();
  for (const row of rows) {
    const id = String(row.job);
    const entry = counts.get(id) ?? { views: 0, applyClicks: 0, days: [] };
    const views = row.views ?? 0;
    const applyClicks = row.applyClicks ?? 0;
    entry.views += views;
    entry.applyClicks += applyClicks;
    entry.days.push({ day: row.day, views, applyClicks });
    counts.set(id, entry);
  }
  return counts;
}
