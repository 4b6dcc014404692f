// The processes of a stack started with startStack (tests/helpers/app-server.ts): its app servers by
// port, and its nginx run folder, found through `ps` and `ss` as an operator would.
import { execFileSync } from "node:child_process";
import type { AppServer } from "./app-server";

type Proc = { pid: number; ppid: number; args: string };

export function processes(): Proc[] {
  return execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" })
    .split("\n")
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), args: match[3]! }));
}

/** The ports each process listens on (loopback), from `ss`. */
function listening(): Map<number, number[]> {
  const ports = new Map<number, number[]>();
  for (const line of execFileSync("ss", ["-ltnpH"], { encoding: "utf8" }).split("\n")) {
    const port = line.match(/127\.0\.0\.1:(\d+)/)?.[1];
    const pid = line.match(/pid=(\d+)/)?.[1];
    if (port && pid) ports.set(Number(pid), [...(ports.get(Number(pid)) ?? []), Number(port)]);
  }
  return ports;
}

/**
 * The stack's app servers, port → pid: the launcher's children that are Node servers (Next names its
 * process "next-server"; nginx and Redis are the other children).
 */
export function appServers(stack: AppServer): Map<number, number> {
  const launcher = stack.group.child.pid!;
  const ports = listening();
  const servers = new Map<number, number>();
  for (const proc of processes())
    if (proc.ppid === launcher && /next-server|next start/.test(proc.args))
      for (const port of ports.get(proc.pid) ?? []) servers.set(port, proc.pid);
  return servers;
}

/** The folder the stack's nginx runs in (its `-p` argument), holding its error log. */
export function nginxRunDir(stack: AppServer): string | undefined {
  const launcher = stack.group.child.pid!;
  return processes()
    .find((proc) => proc.ppid === launcher && proc.args.startsWith("nginx"))
    ?.args.match(/-p (\S+)/)?.[1];
}
