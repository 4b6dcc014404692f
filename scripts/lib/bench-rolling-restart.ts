// The rolling-restart scenario of `npm run bench` (issue 30): a stack with APP_SERVERS=2; while 50
// clients read pages and the API and post comments, the launcher restarts its app servers one at a
// time (SIGHUP to `npm run serve`). Goal: 0 failed requests, and exactly one stored comment per
// comment answered 201 (none lost, none doubled).
import { randomBytes } from "node:crypto";
import { MongoClient, ObjectId } from "mongodb";
import { loadTest, type LoadResult } from "./bench-autocannon";

export type RollingRestartResult = {
  readers: LoadResult[];
  writer: LoadResult;
  commentsAnswered201: number;
  commentsStored: number;
};

async function storedComments(uri: string, blogId: string, content: string): Promise<number> {
  const client = new MongoClient(uri);
  await client.connect();
  try {
    return await client
      .db()
      .collection("comments")
      .countDocuments({ blog: new ObjectId(blogId), content });
  } finally {
    await client.close();
  }
}

export async function runRollingRestart(options: {
  baseUrl: string;
  mongoUri: string;
  blogId: string;
  /** Sends the launcher its rolling-restart signal. */
  restart: () => void;
  durationSeconds: number;
  connections: number;
}): Promise<RollingRestartResult> {
  const { baseUrl } = options;
  const content = `Rolling restart ${randomBytes(4).toString("hex")}`;
  const readerPaths = ["/", "/jobs", "/api/blog/all?page=1&limit=30"];
  const perPath = Math.max(1, Math.floor((options.connections * 0.8) / readerPaths.length));
  const writers = Math.max(1, options.connections - perPath * readerPaths.length);
  const readers = Promise.all(
    readerPaths.map((path) =>
      loadTest({
        url: `${baseUrl}${path}`,
        connections: perPath,
        duration: options.durationSeconds,
        timeout: 10,
      }),
    ),
  );
  const writer = loadTest({
    url: `${baseUrl}/api/blog/add-comment`,
    connections: writers,
    duration: options.durationSeconds,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ blog: options.blogId, name: "Bench Restart", content }),
    timeout: 10,
  });
  // Both servers restart inside the run: the first a couple of seconds in.
  setTimeout(options.restart, 2000);
  const written = await writer;
  const result = {
    readers: await readers,
    writer: written,
    commentsAnswered201: written.statusCodes["201"] ?? 0,
    commentsStored: await storedComments(options.mongoUri, options.blogId, content),
  };
  return result;
}

export function rollingRestartOk(result: RollingRestartResult): boolean {
  const failed = [...result.readers, result.writer].reduce((sum, run) => sum + run.non2xx + run.errors, 0);
  return failed === 0 && result.commentsAnswered201 === result.commentsStored;
}
