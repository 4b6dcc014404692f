// Bad configuration stops the server at start-up with one line that names the variable.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/local-db";

function runToExit(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const configLines = (output: string) =>
  output.split("\n").filter((line) => line.startsWith("Invalid configuration"));

describe("start-up configuration checks", () => {
  // `npm start` is `next start`.
  it("npm start refuses a malformed MONGODB_URI", async () => {
    const port = String(await freePort());
    const { code, output } = await runToExit("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
      ...process.env,
      MONGODB_URI: "not-a-uri",
    });
    expect(code).toBe(1);
    expect(configLines(output)).toHaveLength(1);
    expect(configLines(output)[0]).toMatch(/MONGODB_URI/);
  });

  it("npm start refuses production without JWT_SECRET", async () => {
    const port = String(await freePort());
    const { code, output } = await runToExit("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
      ...process.env,
      NODE_ENV: "production",
      JWT_SECRET: "",
    });
    expect(code).toBe(1);
    expect(configLines(output)[0]).toMatch(/JWT_SECRET/);
  });

  it("next start on the built app exits on a malformed MONGODB_URI", async () => {
    const port = String(await freePort());
    const { code, output } = await runToExit("npx", ["next", "start", "-p", port, "-H", "127.0.0.1"], {
      ...process.env,
      MONGODB_URI: "http://wrong",
    });
    expect(code).not.toBe(0);
    expect(configLines(output)[0]).toMatch(/MONGODB_URI/);
  });
});
