// The rolling-restart scenario of `npm run bench` (issue 30): a stack with APP_SERVERS=2; while 50
// clients read pages and the API and post comments, the launcher restarts its app servers one at a
// time (SIGHUP to `npm run serve`). The load lasts at least the given duration and until the restart
// is over (plus a few seconds on the restarted servers). Goal: 0 failed requests, and every comment
// stored exactly once if and only if it was answered 201: each comment has its own text, so the
// count tells lost (201, not stored), doubled (stored twice) and phantom (an error answer, stored) apart.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { MongoClient, ObjectId } from "mongodb";
import { loadTest, type LoadResult } from "./autocannon";

export type RollingRestartResult = {
  readers: LoadResult[];
  writer: LoadResult;
  commentsAnswered201: number;
  commentsStored: number;
  /** Answered 201 but not stored. */
  commentsLost: number;
  /** Stored more than once. */
  commentsDoubled: number;
  /** Stored although the answer was not 201 (an error status or no answer). */
  commentsStoredWithoutCreated: number;
  /** When the launcher finished the restart, from the first request; undefined if not within the run. */
  restartDoneAfterMs?: number;
};

/** How long the load goes on after the restart is done (requests on the fresh servers). */
const AFTER_RESTART_MS = 3000;
/** The longest the load runs, waiting for the restart to end. */
const MAX_RUN_SECONDS = 240;
const REQUEST_TIMEOUT_MS = 10000;

async function storedComments(uri: string, blogId: string, prefix: string): Promise<Map<string, number>> {
  const client = new MongoClient(uri);
  await client.connect();
  try {
    const rows = await client
      .db()
      .collection("comments")
      .find({ blog: new ObjectId(blogId), content: { $regex: `^${prefix}` } }, { projection: { content: 1 } })
      .toArray();
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(String(row.content), (counts.get(String(row.content)) ?? 0) + 1);
    return counts;
  } finally {
    await client.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

/**
 * `connections` loops, each posting a comment with its own text and waiting for the answer, until
 * `end` settles: no request is cut off when the run ends, so each one has an answer or an error.
 */
async function postComments(options: {
  url: string;
  blogId: string;
  prefix: string;
  connections: number;
  end: Promise<unknown>;
}): Promise<{ result: LoadResult; answers: Map<string, string> }> {
  let over = false;
  options.end.then(
    () => (over = true),
    () => (over = true),
  );
  const answers = new Map<string, string>();
  const latencies: number[] = [];
  const perSecond = new Map<number, number>();
  const started = performance.now();
  let next = 0;
  const loop = async () => {
    while (!over) {
      const content = `${options.prefix} #${next++}`;
      const sent = performance.now();
      let answer: string;
      try {
        const response = await fetch(options.url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ blog: options.blogId, name: "Bench Restart", content }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        answer = String(response.status);
      } catch {
        answer = "error";
      }
      const done = performance.now();
      answers.set(content, answer);
      latencies.push(done - sent);
      const second = Math.floor((done - started) / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  const statusCodes: Record<string, number> = {};
  for (const answer of answers.values()) statusCodes[answer] = (statusCodes[answer] ?? 0) + 1;
  const sorted = latencies.sort((a, b) => a - b);
  const errors = statusCodes.error ?? 0;
  const ok = Object.entries(statusCodes)
    .filter(([code]) => code.startsWith("2"))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    answers,
    result: {
      requestsPerSecond: answers.size / Math.max(seconds, 0.001),
      p50: Math.round(percentile(sorted, 50)),
      p99: Math.round(percentile(sorted, 99)),
      total: answers.size,
      slowestSecond: perSecond.size ? Math.min(...perSecond.values()) : 0,
      non2xx: answers.size - ok - errors,
      errors,
      statusCodes,
    },
  };
}

/** The line `npm run serve` prints on stdout when a rolling restart is over (deploy/serve.ts). */
const RESTART_DONE_LINE = "> Rolling restart done";

const linesIn = (file: string) => readFileSync(file, "utf8").split(RESTART_DONE_LINE).length - 1;

/**
 * Sends the launcher (process `pid`, its output in `logFile`) SIGHUP and resolves when it has
 * logged the end of the rolling restart; rejects after `timeoutMs`.
 */
export async function restartBySignal(pid: number, logFile: string, timeoutMs = 200000): Promise<void> {
  const before = linesIn(logFile);
  process.kill(pid, "SIGHUP");
  const deadline = Date.now() + timeoutMs;
  while (linesIn(logFile) === before) {
    if (Date.now() > deadline) throw new Error(`The rolling restart did not end within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function runRollingRestart(options: {
  baseUrl: string;
  mongoUri: string;
  blogId: string;
  /** Sends the launcher its rolling-restart signal; resolves when the launcher says it is done. */
  restart: () => Promise<void>;
  /** The shortest run. */
  durationSeconds: number;
  connections: number;
}): Promise<RollingRestartResult> {
  const { baseUrl } = options;
  const readerPaths = ["/", "/jobs", "/api/blog/all?page=1&limit=30"];
  // A site in service has its pages rendered and in the proxy's cache: render each once first, so
  // the run measures the restart and not the stack's first renders (docs/benchmarks.md has those).
  for (const path of readerPaths)
    await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(60000) }).then(
      (response) => response.arrayBuffer(),
      () => undefined,
    );
  const prefix = `Rolling restart ${randomBytes(4).toString("hex")}`;
  const started = Date.now();
  let restartDoneAfterMs: number | undefined;
  // Both servers restart inside the run: the first a couple of seconds in.
  const restarted = new Promise<void>((resolve) => setTimeout(resolve, 2000)).then(() => options.restart());
  const minimum = new Promise((resolve) => setTimeout(resolve, options.durationSeconds * 1000));
  const end = Promise.all([
    minimum,
    restarted.then(() => {
      restartDoneAfterMs = Date.now() - started;
      return new Promise((resolve) => setTimeout(resolve, AFTER_RESTART_MS));
    }),
  ]);

  const perPath = Math.max(1, Math.floor((options.connections * 0.8) / readerPaths.length));
  const writers = Math.max(1, options.connections - perPath * readerPaths.length);
  const readers = Promise.all(
    readerPaths.map((path) =>
      loadTest(
        { url: `${baseUrl}${path}`, connections: perPath, duration: MAX_RUN_SECONDS, timeout: 10 },
        end,
      ),
    ),
  );
  const cap = new Promise((resolve) => setTimeout(resolve, MAX_RUN_SECONDS * 1000).unref());
  const writer = await postComments({
    url: `${baseUrl}/api/blog/add-comment`,
    blogId: options.blogId,
    prefix,
    connections: writers,
    end: Promise.race([end, cap]),
  });
  const readResults = await readers;
  const stored = await storedComments(options.mongoUri, options.blogId, prefix);
  let lost = 0;
  let doubled = 0;
  let storedWithoutCreated = 0;
  for (const [content, answer] of writer.answers) {
    const times = stored.get(content) ?? 0;
    if (answer === "201" && times === 0) lost++;
    if (times > 1) doubled++;
    if (answer !== "201" && times > 0) storedWithoutCreated++;
  }
  return {
    readers: readResults,
    writer: writer.result,
    commentsAnswered201: writer.result.statusCodes["201"] ?? 0,
    commentsStored: [...stored.values()].reduce((sum, times) => sum + times, 0),
    commentsLost: lost,
    commentsDoubled: doubled,
    commentsStoredWithoutCreated: storedWithoutCreated,
    restartDoneAfterMs,
  };
}

export function rollingRestartOk(result: RollingRestartResult): boolean {
  const failed = [...result.readers, result.writer].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  return (
    failed === 0 &&
    result.restartDoneAfterMs !== undefined &&
    result.commentsAnswered201 === result.commentsStored &&
    result.commentsLost === 0 &&
    result.commentsDoubled === 0 &&
    result.commentsStoredWithoutCreated === 0
  );
}
