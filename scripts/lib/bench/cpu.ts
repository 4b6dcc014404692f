// CPU time of the processes a load test keeps busy (the server's process tree, FerretDB, and the
// bench itself, where autocannon runs), so docs/benchmarks.md can say which of them used the cores.
import { readFile } from "node:fs/promises";
import { processTree } from "./memory";

/** Linux reports process CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** Average cores in use; `other`: the rest of the machine (other builds and tests share the cores). */
export type CpuSplit = { server: number; database: number; loadGenerator: number; other: number };

/** User + system seconds of one process and of its children it has waited for; 0 once it is gone. */
async function processCpuSeconds(pid: number): Promise<number> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3; utime is field 14.
    const fields = stat
      .slice(stat.lastIndexOf(")") + 2)
      .split(" ")
      .map(Number);
    const [utime = 0, stime = 0, cutime = 0, cstime = 0] = fields.slice(11, 15);
    return (utime + stime + cutime + cstime) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Busy seconds of all cores together since boot (the first line of /proc/stat, idle and iowait left out). */
async function machineBusySeconds(): Promise<number> {
  try {
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = (
      await readFile("/proc/stat", "utf8")
    )
      .split("\n")[0]!
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export async function groupCpuSeconds(pgid: number): Promise<number> {
  // Every process under the group's leader: nginx and the app servers run in groups of their own.
  const seconds = await Promise.all((await processTree(pgid)).map(({ pid }) => processCpuSeconds(pid)));
  return seconds.reduce((sum, value) => sum + value, 0);
}

type Sources = { serverGroup: () => number; databaseGroup: () => number };

/** Starts counting; the returned function gives the cores each side used on average since. */
export async function startCpuMeter({
  serverGroup,
  databaseGroup,
}: Sources): Promise<() => Promise<CpuSplit>> {
  const read = async () => {
    const [server, database, machine] = await Promise.all([
      groupCpuSeconds(serverGroup()),
      groupCpuSeconds(databaseGroup()),
      machineBusySeconds(),
    ]);
    const own = process.cpuUsage();
    return { server, database, machine, loadGenerator: (own.user + own.system) / 1e6, at: performance.now() };
  };
  const start = await read();
  return async () => {
    const end = await read();
    const wall = Math.max((end.at - start.at) / 1000, 0.001);
    const cores = (before: number, after: number) => Math.max(0, after - before) / wall;
    const split = {
      server: cores(start.server, end.server),
      database: cores(start.database, end.database),
      loadGenerator: cores(start.loadGenerator, end.loadGenerator),
    };
    const ours = split.server + split.database + split.loadGenerator;
    return { ...split, other: Math.max(0, cores(start.machine, end.machine) - ours) };
  };
}
