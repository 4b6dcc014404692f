// Samples the resident memory of a process group (the server and every child it started).
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execFile);

export type GroupRss = { totalBytes: number; largestBytes: number };

export async function groupRss(pgid: number): Promise<GroupRss> {
  try {
    const { stdout } = await exec("ps", ["-o", "rss=", "-g", String(pgid)]);
    const sizes = stdout
      .split("\n")
      .map((line) => Number(line.trim()) * 1024)
      .filter((bytes) => Number.isFinite(bytes) && bytes > 0);
    return { totalBytes: sizes.reduce((sum, bytes) => sum + bytes, 0), largestBytes: Math.max(0, ...sizes) };
  } catch {
    return { totalBytes: 0, largestBytes: 0 }; // the group is gone (ps exits 1 when nothing matches)
  }
}

export type MemorySampler = { peak: () => GroupRss; stop: () => void };

/** Samples every `intervalMs` until stopped and keeps the peaks. */
export function sampleGroupMemory(pgid: number, intervalMs = 1000): MemorySampler {
  const peak: GroupRss = { totalBytes: 0, largestBytes: 0 };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void groupRss(pgid)
      .then((sample) => {
        peak.totalBytes = Math.max(peak.totalBytes, sample.totalBytes);
        peak.largestBytes = Math.max(peak.largestBytes, sample.largestBytes);
      })
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return { peak: () => ({ ...peak }), stop: () => clearInterval(timer) };
}
