// Samples the resident memory of a process group (the server and every child it started).
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execFile);

export async function groupRssBytes(pgid: number): Promise<number> {
  try {
    const { stdout } = await exec("ps", ["-o", "rss=", "-g", String(pgid)]);
    return stdout
      .split("\n")
      .map((line) => Number(line.trim()))
      .filter((kb) => Number.isFinite(kb) && kb > 0)
      .reduce((sum, kb) => sum + kb * 1024, 0);
  } catch {
    return 0; // the group is gone (ps exits 1 when nothing matches)
  }
}

export type MemorySampler = { peakBytes: () => number; stop: () => void };

/** Samples every `intervalMs` until stopped and keeps the peak. */
export function sampleGroupMemory(pgid: number, intervalMs = 1000): MemorySampler {
  let peak = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void groupRssBytes(pgid)
      .then((bytes) => (peak = Math.max(peak, bytes)))
      .finally(() => (busy = false));
  }, intervalMs);
  timer.unref();
  return { peakBytes: () => peak, stop: () => clearInterval(timer) };
}
