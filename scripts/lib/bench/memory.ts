// Samples the resident memory of a process and every process under it (the stack and its app servers).
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const exec = promisify(execFile);

export type GroupRss = { totalBytes: number; largestBytes: number };

/**
 * Process `root` and every process under it, with their resident memory. By descent, not by process
 * group: `npm run serve` starts nginx and each app server in a group of their own.
 */
export async function processTree(root: number): Promise<Array<{ pid: number; rssBytes: number }>> {
  try {
    const { stdout } = await exec("ps", ["-e", "-o", "pid=,ppid=,rss="]);
    const rows = stdout
      .split("\n")
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter((row) => row.length === 3 && row.every(Number.isFinite)) as Array<[number, number, number]>;
    const children = new Map<number, number[]>();
    for (const [pid, ppid] of rows) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    const rssOf = new Map(rows.map(([pid, , rss]) => [pid, rss * 1024]));
    if (!rssOf.has(root)) return [];
    const tree: Array<{ pid: number; rssBytes: number }> = [];
    for (const queue = [root]; queue.length;) {
      const pid = queue.pop()!;
      tree.push({ pid, rssBytes: rssOf.get(pid) ?? 0 });
      queue.push(...(children.get(pid) ?? []));
    }
    return tree;
  } catch {
    return [];
  }
}

/** The resident memory of process `pgid` (a group's leader) and every process under it. */
export async function groupRss(pgid: number): Promise<GroupRss> {
  const sizes = (await processTree(pgid)).map((process) => process.rssBytes);
  return { totalBytes: sizes.reduce((sum, bytes) => sum + bytes, 0), largestBytes: Math.max(0, ...sizes) };
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
