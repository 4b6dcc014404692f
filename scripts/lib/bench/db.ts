// Times the main listing queries straight against the bench database (no app in between) and
// records their query plans, so docs/benchmarks.md can say how much of a route's cost is the database.
import { MongoClient, ObjectId, type Db, type Document } from "mongodb";

export type DbTiming = { name: string; ms: number; plan: string };
/** One database step of the comment write path, run alone by `concurrency` clients for a while. */
export type WriteStepTiming = {
  name: string;
  opsPerSecond: number;
  p50: number;
  p99: number;
  concurrency: number;
};

const CARD_PROJECTION = {
  title: 1,
  subTitle: 1,
  excerpt: 1,
  image: 1,
  author: 1,
  category: 1,
  createdAt: 1,
  isFromRss: 1,
};

/** "index" or "collection scan" from an explain() answer of MongoDB or FerretDB (SQLite or PostgreSQL). */
export function planOf(explain: Document): string {
  const planner = explain.queryPlanner as Document | undefined;
  const plan = planner?.Plan ?? planner?.winningPlan;
  const text = JSON.stringify(plan ?? "unknown");
  if (/IXSCAN|USING (COVERING )?INDEX|SEARCH |Index (Only )?Scan/.test(text)) return "index";
  if (/COLLSCAN|Seq Scan|SCAN/.test(text)) return "collection scan";
  return text.slice(0, 60);
}

export async function timeListingQueries(uri: string): Promise<DbTiming[]> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    const db = client.db();
    const published = { isPublished: true };
    const queries: Array<{ name: string; collection: string; run: (explain: boolean) => Promise<unknown> }> =
      [
        {
          name: "blogs: published, newest 30 (card fields)",
          collection: "blogs",
          run: (explain) => {
            const cursor = db
              .collection("blogs")
              .find(published)
              .project(CARD_PROJECTION)
              .sort({ createdAt: -1, _id: -1 })
              .limit(30);
            return explain ? cursor.explain() : cursor.toArray();
          },
        },
        {
          name: "blogs: count published",
          collection: "blogs",
          run: (explain) =>
            explain
              ? db.collection("blogs").find(published).explain()
              : db.collection("blogs").countDocuments(published),
        },
        {
          name: "blogs: search 'payroll', newest 30",
          collection: "blogs",
          run: (explain) => {
            const cursor = db
              .collection("blogs")
              .find({ ...published, searchText: /payroll/ })
              .project(CARD_PROJECTION)
              .sort({ createdAt: -1 })
              .limit(30);
            return explain ? cursor.explain() : cursor.toArray();
          },
        },
        {
          name: "comments: approved for one post",
          collection: "comments",
          run: async (explain) => {
            const any = await db.collection("comments").findOne({}, { projection: { blog: 1 } });
            const cursor = db
              .collection("comments")
              .find({ blog: any?.blog, isApproved: true })
              .sort({ createdAt: -1 });
            return explain ? cursor.explain() : cursor.toArray();
          },
        },
      ];
    const timings: DbTiming[] = [];
    for (const query of queries) {
      const started = performance.now();
      await query.run(false);
      const ms = Math.round(performance.now() - started);
      timings.push({ name: query.name, ms, plan: planOf((await query.run(true)) as Document) });
    }
    return timings;
  } finally {
    await client.close();
  }
}

const WRITE_STEP_CONCURRENCY = 20; // the app's mongoose pool size (lib/db.ts)
const WRITE_STEP_SECONDS = 2;
const STEP_COMMENTER = "Bench step";
/** Open windows of other visitors the rate-limit upsert shares its collection with, as on a live site. */
const OTHER_WINDOWS = 1000;

async function timeStep(name: string, op: () => Promise<unknown>): Promise<WriteStepTiming> {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + WRITE_STEP_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WRITE_STEP_CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await op();
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return {
    name,
    opsPerSecond: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p99: at(0.99),
    concurrency: WRITE_STEP_CONCURRENCY,
  };
}

async function writeSteps(db: Db, blogId: ObjectId): Promise<WriteStepTiming[]> {
  const prefix = `bench-step:${Date.now()}`;
  const windowKey = `${prefix}:measured`;
  const windows = db.collection<{ _id: string; key: string; count: number; expiresAt: Date }>("ratelimits");
  const blogs = db.collection("blogs");
  const others = Array.from({ length: OTHER_WINDOWS }, (_, i) => `${prefix}:other-${i}`);
  await windows.insertMany(
    [windowKey, ...others].map((key) => ({ _id: key, key, count: 1, expiresAt: new Date() })),
  );
  try {
    return [
      await timeStep("rate-limit window upsert, filter { _id }", () =>
        windows.findOneAndUpdate(
          { _id: windowKey },
          { $inc: { count: 1 } },
          { upsert: true, returnDocument: "after" },
        ),
      ),
      await timeStep("rate-limit window upsert, filter { key }", () =>
        windows.findOneAndUpdate(
          { key: windowKey },
          { $inc: { count: 1 } },
          { upsert: true, returnDocument: "after" },
        ),
      ),
      await timeStep("published-blog check, filter { _id, isPublished }", () =>
        blogs.findOne({ _id: blogId, isPublished: true }, { projection: { _id: 1 } }),
      ),
      await timeStep("published-blog check, filter { _id } (isPublished read back)", () =>
        blogs.findOne({ _id: blogId }, { projection: { isPublished: 1 } }),
      ),
      await timeStep("comment insert", () =>
        db.collection("comments").insertOne({
          blog: blogId,
          name: STEP_COMMENTER,
          content: "A comment inserted by the benchmark's write-step timing.",
          isApproved: false,
          createdAt: new Date(),
          updatedAt: new Date(),
        }),
      ),
    ];
  } finally {
    await windows.deleteMany({ key: { $regex: `^${prefix}:` } });
    await db.collection("comments").deleteMany({ name: STEP_COMMENTER });
  }
}

/**
 * Each database step of POST /api/blog/add-comment alone, in the query shapes the app may use,
 * so the write path's limit can be read from measurements rather than guessed.
 */
export async function timeCommentWriteSteps(uri: string, blogId: string): Promise<WriteStepTiming[]> {
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: WRITE_STEP_CONCURRENCY,
  });
  await client.connect();
  try {
    return await writeSteps(client.db(), new ObjectId(blogId));
  } finally {
    await client.close();
  }
}
