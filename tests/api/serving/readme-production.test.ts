// Issue 47: the README's production path works on a fresh clone exactly as written. The commands
// are read from the README's "The production stack on this machine" block and run in a fresh clone
// of this repository with an empty environment (PATH and HOME only; the port is the one addition):
// the build needs no database and no secret, and `EMBEDDED_DB=true npm run serve` starts without
// secrets, creating its JWT secret once under .data/ (mode 0600) and saying so in one line.
// The clone's packages are hard links to this checkout's (what `npm ci` would install from the same lock).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/local-db";
import { startGroup, waitForHttp, type Group } from "../../../deploy/lib/processes";
import { appFetch } from "../../helpers/cache-log";

const ROOT = process.cwd();
const clone = mkdtempSync(path.join(os.tmpdir(), "hrnews-readme-"));
let stack: Group | undefined;

/** The shell commands of the README's production block, without their comments. */
function readmeProductionCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const section = readme.split("## The production stack on this machine")[1] ?? "";
  const block = /```bash\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/\s+#.*$/, "").trim())
    .filter(Boolean);
}

/** `A=b C=d npm run x` → its variables and its command. */
function parseCommand(line: string): { vars: Record<string, string>; argv: string[] } {
  const words = line.split(/\s+/);
  const vars: Record<string, string> = {};
  while (words[0] && /^[A-Z_]+=/.test(words[0])) {
    const [name, value] = words.shift()!.split("=", 2) as [string, string];
    vars[name] = value;
  }
  return { vars, argv: words };
}

const emptyEnvironment = (): NodeJS.ProcessEnv =>
  ({ PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.homedir() }) as unknown as NodeJS.ProcessEnv;

afterAll(async () => {
  await stack?.stop("SIGTERM", 30000);
  rmSync(clone, { recursive: true, force: true });
}, 60000);

describe("the README's production path on a fresh clone", () => {
  const commands = readmeProductionCommands();

  it("is a build, then the embedded stack", () => {
    expect(commands).toEqual(["npm run build", "EMBEDDED_DB=true npm run serve"]);
  });

  it("builds with an empty environment and serves with the embedded database and no secrets", async () => {
    execFileSync("git", ["clone", "--quiet", ROOT, clone]);
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), path.join(clone, "node_modules")]);
    // The embedded database's binary, which a fresh machine builds once from the Go module proxy.
    const ferretdb = path.join(ROOT, ".data", "bin", "ferretdb");
    expect(existsSync(ferretdb)).toBe(true);
    mkdirSync(path.join(clone, ".data", "bin"), { recursive: true });
    copyFileSync(ferretdb, path.join(clone, ".data", "bin", "ferretdb"));
    execFileSync("chmod", ["+x", path.join(clone, ".data", "bin", "ferretdb")]);

    const [build, serve] = commands.map(parseCommand) as [
      ReturnType<typeof parseCommand>,
      ReturnType<typeof parseCommand>,
    ];
    const built = startGroup(build.argv[0]!, build.argv.slice(1), {
      cwd: clone,
      env: { ...emptyEnvironment(), ...build.vars },
      stdio: ["ignore", "ignore", "inherit"],
    });
    expect(await built.exited).toBe(0);

    const port = await freePort();
    let output = "";
    stack = startGroup(serve.argv[0]!, serve.argv.slice(1), {
      cwd: clone,
      env: { ...emptyEnvironment(), ...serve.vars, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    stack.child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    stack.child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, 150000);

    expect(output).toContain(
      "JWT_SECRET is not set: the embedded stack uses its own random secret in .data/dev-jwt-secret (created now).",
    );
    expect(statSync(path.join(clone, ".data", "dev-jwt-secret")).mode & 0o777).toBe(0o600);
    const home = await appFetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(60000) });
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("HR Pulse");
  }, 600000);
});
