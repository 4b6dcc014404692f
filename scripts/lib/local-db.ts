// The embedded local database: FerretDB 1.24 on its SQLite backend, built from the Go module
// proxy when missing, started on loopback and stopped with the script that started it.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, openSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { MongoClient } from "mongodb";
import { startGroup } from "../../deploy/lib/processes";

const FERRETDB_VERSION = "v1.24.2";
const ROOT = process.cwd();
const BIN_DIR = path.join(ROOT, ".data", "bin");
const LOCAL_BINARY = path.join(BIN_DIR, "ferretdb");

/**
 * Per-connection SQLite settings (FerretDB passes `_pragma` parameters of its URL to the driver and
 * adds its own defaults: WAL journal, busy timeout). synchronous=NORMAL: in WAL mode a commit no
 * longer waits for fsync, only checkpoints do — a crash of FerretDB loses nothing, a power cut may
 * lose the last commits (docs/decisions.md, "Issue 9 – local database write path").
 */
const SQLITE_PRAGMAS = ["synchronous(normal)"];

/** `pid` also names FerretDB's process group. */
export type LocalDb = { uri: string; port: number; pid: number; stop: () => Promise<void> };

function onPath(command: string): string | undefined {
  const result = spawnSync("sh", ["-c", `command -v ${command}`], { encoding: "utf8" });
  const found = result.stdout.trim();
  return result.status === 0 && found ? found : undefined;
}

/** Finds the ferretdb binary, building it with the local Go toolchain when it is missing. */
export function ensureFerretDbBinary(log: (line: string) => void = console.log): string {
  if (process.env.FERRETDB_BIN && existsSync(process.env.FERRETDB_BIN)) return process.env.FERRETDB_BIN;
  if (existsSync(LOCAL_BINARY)) return LOCAL_BINARY;
  const fromPath = onPath("ferretdb");
  if (fromPath) return fromPath;

  if (!onPath("go")) {
    throw new Error(
      "The local database needs FerretDB, which is built with Go, and Go is not installed.\n" +
        "Either install Go 1.22+ (https://go.dev/dl) and run this command again, " +
        "or set MONGODB_URI in .env to any MongoDB 7+ server (Atlas, a replica set, a local mongod).",
    );
  }

  log(`Building FerretDB ${FERRETDB_VERSION} from the Go module proxy (first run only, a few minutes)...`);
  // The module is copied out of the module cache and given build/version/version.txt, which its
  // published zip lacks: a plain `go install ...@version` binary panics at start-up without it.
  const goEnv = { ...process.env, GOTOOLCHAIN: "local", GOFLAGS: "-mod=mod" };
  const download = spawnSync(
    "go",
    ["mod", "download", "-json", `github.com/FerretDB/FerretDB@${FERRETDB_VERSION}`],
    {
      cwd: ROOT,
      env: goEnv,
      encoding: "utf8",
    },
  );
  const moduleDir = download.status === 0 ? (JSON.parse(download.stdout) as { Dir?: string }).Dir : undefined;
  if (!moduleDir) {
    throw new Error(
      `Downloading FerretDB ${FERRETDB_VERSION} failed: ${download.stderr.trim()}\n` +
        "Check that the Go module proxy is reachable, or set MONGODB_URI to any MongoDB 7+ server.",
    );
  }
  const sourceDir = path.join(ROOT, ".data", "ferretdb-src");
  rmSync(sourceDir, { recursive: true, force: true });
  cpSync(moduleDir, sourceDir, { recursive: true });
  spawnSync("chmod", ["-R", "u+w", sourceDir]);
  writeFileSync(path.join(sourceDir, "build", "version", "version.txt"), `${FERRETDB_VERSION}\n`);
  mkdirSync(BIN_DIR, { recursive: true });
  const build = spawnSync("go", ["build", "-o", LOCAL_BINARY, "./cmd/ferretdb"], {
    cwd: sourceDir,
    env: goEnv,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    throw new Error(
      "Building FerretDB failed (see the Go output above), or set MONGODB_URI to any MongoDB 7+ server.",
    );
  }
  rmSync(sourceDir, { recursive: true, force: true });
  log(`FerretDB built at ${path.relative(ROOT, LOCAL_BINARY)}`);
  return LOCAL_BINARY;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function waitForPing(uri: string, timeoutMs = 30000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new MongoClient(uri, { serverSelectionTimeoutMS: 1000, connectTimeoutMS: 1000 });
    try {
      await client.connect();
      await client.db("admin").command({ ping: 1 });
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  throw new Error(`The local database did not answer ping within ${timeoutMs} ms: ${String(lastError)}`);
}

type StartOptions = {
  /** Where the SQLite files live; created if missing. */
  dataDir: string;
  /** Fixed port (dev keeps one so the URI is stable); a free one is picked when omitted or taken. */
  port?: number;
  database?: string;
  log?: (line: string) => void;
};

/** Starts FerretDB in its own process group and resolves once it answers ping. */
export async function startLocalDb(options: StartOptions): Promise<LocalDb> {
  const log = options.log ?? console.log;
  const binary = ensureFerretDbBinary(log);
  mkdirSync(options.dataDir, { recursive: true });
  const port = options.port && (await portIsFree(options.port)) ? options.port : await freePort();
  const logFile = openSync(path.join(options.dataDir, "ferretdb.log"), "a");
  const server = startGroup(
    binary,
    [
      "--handler=sqlite",
      `--sqlite-url=file:${options.dataDir}/?${SQLITE_PRAGMAS.map((pragma) => `_pragma=${pragma}`).join("&")}`,
      `--state-dir=${options.dataDir}`,
      `--listen-addr=127.0.0.1:${port}`,
      "--debug-addr=-",
      "--telemetry=disable",
      "--log-level=warn",
    ],
    { stdio: ["ignore", logFile, logFile] },
  );
  const uri = `mongodb://127.0.0.1:${port}/${options.database ?? "hrnews"}`;
  const stop = () => server.stop();

  try {
    await waitForPing(uri);
  } catch (error) {
    await stop();
    throw error;
  }
  return { uri, port, pid: server.child.pid!, stop };
}
