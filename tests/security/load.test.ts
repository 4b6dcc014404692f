// Load without loss: 50 concurrent clients post 1 000 comments and 200 subscriptions while others
// read the home page (the main test server runs with RATE_LIMIT_SCALE=1000). Zero 5xx, and exactly
// the posted rows are stored. Prints p50/p99 per kind of request.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Blog } from "@/models/Blog";
import { Comment } from "@/models/Comment";
import { Subscriber } from "@/models/Subscriber";
import { connectAroundFile } from "../helpers/db-hooks";
import { baseUrl } from "../helpers/server";
import { appFetch } from "../helpers/cache-log";

connectAroundFile();

const TAG = `load${randomBytes(4).toString("hex")}`;
const CLIENTS = 50;
const COMMENTS = 1000;
const SUBSCRIBERS = 200;
const READS = 300;
const REPLIES = 50;
const REQUEST_TIMEOUT_MS = 30000;

type Job = { kind: "comment" | "subscribe" | "read"; index: number };
type Result = { kind: Job["kind"]; status: number; ms: number };

let blogId: string;

beforeAll(async () => {
  const blog = await Blog.create({
    title: `Load ${TAG}`,
    subTitle: "Load test",
    author: { name: "Load" },
    isPublished: true,
  });
  blogId = String(blog._id);
});

afterAll(async () => {
  await Comment.deleteMany({ blog: blogId });
  await Blog.deleteOne({ _id: blogId });
  await Subscriber.deleteMany({ email: new RegExp(`^${TAG}-`) });
});

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function perform(job: Job): Promise<Result> {
  const started = performance.now();
  const init: RequestInit = { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) };
  let url = `${baseUrl()}/`;
  if (job.kind !== "read") {
    init.method = "POST";
    init.headers = { "Content-Type": "application/json" };
    if (job.kind === "comment") {
      url = `${baseUrl()}/api/blog/add-comment`;
      init.body = JSON.stringify({
        blog: blogId,
        name: `Reader ${job.index}`,
        content: `${TAG} comment ${job.index}`,
      });
    } else {
      url = `${baseUrl()}/api/blog/subscribe`;
      init.body = JSON.stringify({ email: `${TAG}-${job.index}@example.test` });
    }
  }
  try {
    const response = await appFetch(url, init);
    await response.arrayBuffer();
    return { kind: job.kind, status: response.status, ms: performance.now() - started };
  } catch {
    return { kind: job.kind, status: 0, ms: performance.now() - started };
  }
}

describe("load without loss", () => {
  it(`${COMMENTS} comments and ${SUBSCRIBERS} subscriptions from ${CLIENTS} clients, home page read alongside`, async () => {
    const jobs: Job[] = [
      ...Array.from({ length: COMMENTS }, (_, index) => ({ kind: "comment" as const, index })),
      ...Array.from({ length: SUBSCRIBERS }, (_, index) => ({ kind: "subscribe" as const, index })),
      ...Array.from({ length: READS }, (_, index) => ({ kind: "read" as const, index })),
    ];
    // Interleave the kinds so reads happen while writes are in flight.
    jobs.sort(
      (a, b) => ((a.index * 7919 + a.kind.length) % 1500) - ((b.index * 7919 + b.kind.length) % 1500),
    );

    const results: Result[] = [];
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < jobs.length) results.push(await perform(jobs[next++]!));
      }),
    );
    const seconds = (Date.now() - started) / 1000;

    const byKind = (kind: Job["kind"]) => results.filter((result) => result.kind === kind);
    for (const kind of ["comment", "subscribe", "read"] as const) {
      const times = byKind(kind).map((result) => result.ms);
      console.log(
        `load ${kind}: ${times.length} requests, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms`,
      );
    }
    const all = results.map((result) => result.ms);
    console.log(
      `load overall: ${results.length} requests in ${seconds.toFixed(1)} s from ${CLIENTS} clients, p99 ${percentile(all, 99).toFixed(0)} ms`,
    );

    const failed = results.filter((result) => result.status === 0 || result.status >= 500);
    expect(failed).toEqual([]);
    expect(byKind("comment").every((result) => result.status === 201 || result.status === 200)).toBe(true);
    expect(byKind("subscribe").every((result) => result.status === 201 || result.status === 200)).toBe(true);
    expect(byKind("read").every((result) => result.status === 200)).toBe(true);

    expect(await Comment.countDocuments({ blog: blogId, content: new RegExp(`^${TAG} comment `) })).toBe(
      COMMENTS,
    );
    expect(
      new Set((await Comment.find({ blog: blogId }).select("content").lean()).map((c) => c.content)).size,
    ).toBe(COMMENTS);
    expect(await Subscriber.countDocuments({ email: new RegExp(`^${TAG}-`) })).toBe(SUBSCRIBERS);
  }, 300000);

  it(`${REPLIES} concurrent replies to one thread (issue 32): every one stored in the thread, each once`, async () => {
    const root = await Comment.create({
      blog: blogId,
      name: "Thread starter",
      content: `${TAG} thread root`,
      state: "approved",
      isApproved: true,
    });
    const rootId = String(root._id);
    const statuses = await Promise.all(
      Array.from({ length: REPLIES }, async (_, index) => {
        const response = await appFetch(`${baseUrl()}/api/blog/add-comment`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            blog: blogId,
            parent: rootId,
            name: `Replier ${index}`,
            content: `${TAG} reply ${index}`,
          }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const replies = await Comment.find({ blog: blogId, content: new RegExp(`^${TAG} reply `) })
      .select("content parent replyTo")
      .lean();
    expect(replies).toHaveLength(REPLIES);
    expect(new Set(replies.map((reply) => reply.content)).size).toBe(REPLIES);
    expect(
      replies.every((reply) => String(reply.parent) === rootId && String(reply.replyTo) === rootId),
    ).toBe(true);
  }, 120000);
});
