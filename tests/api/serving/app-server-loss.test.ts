// One app server going away is nobody's problem (issue 42): `npm run serve` with two app servers
// behind nginx, 50 readers and 20 comments a second; one app server is sent SIGTERM (a process
// manager), then the other SIGKILL (a crash). No read fails, every comment is answered 2xx and stored once,
// the stack is never stopped, and the launcher takes the server out of the balancer and brings it back
// on its port.
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Comment } from "@/models/Comment";
import { startStack, type AppServer } from "../../helpers/app-server";
import { createStaffUser } from "../../helpers/auth";
import { addBlogThroughApi, blogFields } from "../../helpers/blog-forms";
import { appFetch } from "../../helpers/cache-log";
import { connectAroundFile } from "../../helpers/db-hooks";
import { appServers, nginxRunDir } from "../../helpers/stack-processes";

connectAroundFile();

const RUN = `loss-${randomBytes(3).toString("hex")}`;
const READERS = 50;
const COMMENTS_PER_SECOND = 20;
const LOAD_MS = 12_000;
const SIGNAL_AFTER_MS = 3_000;

let stack: AppServer;
let postId: string;

beforeAll(async () => {
  const admin = await createStaffUser("admin");
  postId = await addBlogThroughApi(admin.token, blogFields(RUN, { isPublished: true }));
  stack = await startStack({ APP_SERVERS: "2" });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

/** The stack's nginx error log lines about comments (the launcher's run folder, from nginx's arguments). */
function nginxCommentErrors(): string {
  const prefix = nginxRunDir(stack);
  if (!prefix) return "(no nginx found)";
  try {
    return readFileSync(path.join(prefix, "error.log"), "utf8")
      .split("\n")
      .filter((line) => line.includes("add-comment"))
      .slice(-20)
      .join("\n");
  } catch (error) {
    return String(error);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function ready(port: number): Promise<boolean> {
  try {
    return (
      await appFetch(`http://127.0.0.1:${port}/api/health/ready`, { signal: AbortSignal.timeout(3000) })
    ).ok;
  } catch {
    return false;
  }
}

type Outcome = {
  failedReads: string[];
  reads: number;
  comments: Array<{ content: string; status: number; error?: string }>;
};

/** Readers and commenters for LOAD_MS; `signal` is sent to one app server after SIGNAL_AFTER_MS. */
async function underLoad(act: () => void): Promise<Outcome> {
  const until = Date.now() + LOAD_MS;
  const outcome: Outcome = { failedReads: [], reads: 0, comments: [] };
  const pages = ["/", `/blog/${postId}`, "/about", "/jobs", "/events"];
  const reader = async (n: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const path = pages[(n + i) % pages.length]!;
      try {
        const response = await appFetch(`${stack.url}${path}`, { signal: AbortSignal.timeout(20_000) });
        await response.arrayBuffer();
        outcome.reads += 1;
        if (response.status !== 200) outcome.failedReads.push(`${path}: ${response.status}`);
      } catch (error) {
        outcome.failedReads.push(`${path}: ${String(error)}`);
      }
    }
  };
  const comment = async (n: number) => {
    const content = `${RUN} comment ${n} ${randomBytes(4).toString("hex")}`;
    let status = 0;
    let failure: string | undefined;
    try {
      const response = await appFetch(`${stack.url}/api/blog/add-comment`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ blog: postId, name: "Load", content }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      status = response.status;
    } catch (error) {
      status = -1;
      failure = `${String(error)} ${String((error as { cause?: unknown }).cause ?? "")}`;
    }
    outcome.comments.push({ content, status, ...(failure ? { error: failure } : {}) });
  };
  const writers = (async () => {
    const posts: Promise<void>[] = [];
    for (let n = 0; Date.now() < until; n++) {
      posts.push(comment(n));
      await sleep(1000 / COMMENTS_PER_SECOND);
    }
    await Promise.all(posts);
  })();
  const signal = sleep(SIGNAL_AFTER_MS).then(act);
  await Promise.all([...Array.from({ length: READERS }, (_, n) => reader(n)), writers, signal]);
  return outcome;
}

async function storedOnce(outcome: Outcome): Promise<Array<{ content: string; stored: number }>> {
  const contents = outcome.comments.map((entry) => entry.content);
  const stored = await Comment.find({ content: { $in: contents } }, { content: 1 }).lean<
    { content: string }[]
  >();
  const counts = new Map<string, number>();
  for (const doc of stored) counts.set(doc.content, (counts.get(doc.content) ?? 0) + 1);
  return contents
    .map((content) => ({ content, stored: counts.get(content) ?? 0 }))
    .filter((row) => row.stored !== 1);
}

async function backToTwo(port: number, before: number): Promise<Map<number, number>> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const servers = appServers(stack);
    const pid = servers.get(port);
    const replaced = port === 0 || (pid !== undefined && pid !== before && (await ready(port)));
    if (servers.size === 2 && replaced) return servers;
    if (Date.now() > deadline) return servers;
    await sleep(500);
  }
}

const ok = (status: number) => status >= 200 && status < 300;

describe("an app server stopped by SIGTERM under load (a process manager)", () => {
  it("fails no read, answers every comment 2xx and stores it once, and is back within a minute", async () => {
    const servers = appServers(stack);
    expect(servers.size).toBe(2);
    const [port, pid] = [...servers][0]!;
    const outcome = await underLoad(() => process.kill(pid, "SIGTERM"));
    expect(outcome.reads).toBeGreaterThan(READERS);
    expect(outcome.failedReads).toEqual([]);
    expect(outcome.comments.length).toBeGreaterThan(COMMENTS_PER_SECOND);
    expect(outcome.comments.filter((entry) => !ok(entry.status))).toEqual([]);
    expect(await storedOnce(outcome)).toEqual([]);
    const after = await backToTwo(port, pid);
    expect(after.size).toBe(2);
    expect(after.get(port)).not.toBe(pid);
  }, 180_000);
});

describe("an app server killed with SIGKILL under load (a crash)", () => {
  it("fails no read, answers every comment 2xx and stores it once, and is back within a minute", async () => {
    const servers = await backToTwo(0, 0).then(() => appServers(stack));
    expect(servers.size).toBe(2);
    const [port, pid] = [...servers][1]!;
    const outcome = await underLoad(() => process.kill(pid, "SIGKILL"));
    expect(outcome.failedReads).toEqual([]);
    // A comment in flight on the killed server is sent again to the other one under the same
    // request id (deploy/balancer.conf.template), which finds it if the first server had stored it.
    const failed = outcome.comments.filter((entry) => !ok(entry.status));
    expect(failed, failed.length ? nginxCommentErrors() : undefined).toEqual([]);
    expect(await storedOnce(outcome)).toEqual([]);
    const after = await backToTwo(port, pid);
    expect(after.size).toBe(2);
    expect(after.get(port)).not.toBe(pid);
  }, 180_000);
});

describe("the same comment request sent twice (a retry after a crash)", () => {
  it("is stored once and answered 201 both times; another request id stores another comment", async () => {
    const [port] = [...(await backToTwo(0, 0).then(() => appServers(stack)))][0]!;
    const content = `${RUN} replayed ${randomBytes(4).toString("hex")}`;
    const send = (requestId: string) =>
      appFetch(`http://127.0.0.1:${port}/api/blog/add-comment`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Request-Id": requestId },
        body: JSON.stringify({ blog: postId, name: "Replay", content }),
      });
    const requestId = randomBytes(16).toString("hex");
    const first = await send(requestId);
    const second = await send(requestId);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await Comment.countDocuments({ content })).toBe(1);
    expect((await send(randomBytes(16).toString("hex"))).status).toBe(201);
    expect(await Comment.countDocuments({ content })).toBe(2);
  }, 120_000);
});
