// Samples the resident memory of a process and every process under it (the stack and its app servers).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readFileSync } from "node:fs";

const exec = promisify(execFile);

export type GroupRss = { totalBytes: number; largestBytes: number };

/** Bytes as whole megabytes (MiB), as the bench prints memory. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export type TreeProcess = { pid: number; rssBytes: number; command: string };

/**
 * Process `root` and every process under it, with their resident memory and command line. By descent,
 * not by process group: `npm run serve` starts nginx and each app server in a group of their own.
 */
export async function processTree(root: number): Promise<TreeProcess[]> {
  try {
    const { stdout } = await exec("ps", ["-e", "-o", "pid=,ppid=,rss=,args="]);
    const rows = stdout.split("\n").flatMap((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      return match
        ? [{ pid: Number(match[1]), ppid: Number(match[2]), rss: Number(match[3]), command: match[4]! }]
        : [];
    });
    const children = new Map<number, number[]>();
    for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row.pid]);
    const byPid = new Map(rows.map((row) => [row.pid, row]));
    if (!byPid.has(root)) return [];
    const tree: TreeProcess[] = [];
    for (const queue = [root]; queue.length;) {
      const pid = queue.pop()!;
      const row = byPid.get(pid);
      tree.push({ pid, rssBytes: (row?.rss ?? 0) * 1024, command: row?.command ?? "" });
      queue.push(...(children.get(pid) ?? []));
    }
    return tree;
  } catch {
    return [];
  }
}

/** An app server: `next start` names its process `next-server`. */
export const isAppServer = (process: TreeProcess) => process.command.startsWith("next-server");

/** How long ago process `pid` started (from /proc, to the kernel's clock tick). */
export function processAgeMs(pid: number): number | undefined {
  try {
    // Field 22 (starttime, in clock ticks since boot) comes after the command in parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startedTicks = Number(fields[19]);
    const uptimeSeconds = Number(readFileSync("/proc/uptime", "utf8").split(" ")[0]);
    return Math.round(uptimeSeconds * 1000 - (startedTicks / CLOCK_TICKS_PER_SECOND) * 1000);
  } catch {
    return undefined;
  }
}

/** USER_HZ: 100 on every Linux this runs on (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

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
